import Foundation

/// A value the scene keeps for its restoration, as state [A `SceneStorage`]: the one scene a run
/// has starts with nothing saved, so each property starts from its default; a write keeps it for
/// the run (every view of the scene that reads the key sees it) and updates the views, as a
/// `@State` write does. Nothing is saved after the run.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty, RuntimeInstallable {
    let stored: StoredValue<Value>

    init(_ stored: StoredValue<Value>) {
        self.stored = stored
    }

    public var wrappedValue: Value {
        get { stored.get(SceneValues.shared) }
        nonmutating set { stored.set(newValue, SceneValues.shared, what: "@SceneStorage") }
    }

    /// A binding that reads and writes the scene's value [A].
    public var projectedValue: Binding<Value> {
        let stored = stored
        return Binding(get: { stored.get(SceneValues.shared) }, set: { stored.set($0, SceneValues.shared, what: "@SceneStorage") })
    }

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        stored.link.install(label: label, in: node, runtime: runtime)
    }
}

extension SceneStorage {
    /// A Bool under `key`, `wrappedValue` until one is stored [A].
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(.plain(key, wrappedValue, .bool))
    }

    /// A Int under `key`, `wrappedValue` until one is stored [A].
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(.plain(key, wrappedValue, .int))
    }

    /// A Double under `key`, `wrappedValue` until one is stored [A].
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(.plain(key, wrappedValue, .double))
    }

    /// A String under `key`, `wrappedValue` until one is stored [A].
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(.plain(key, wrappedValue, .string))
    }

    /// A URL under `key`, `wrappedValue` until one is stored [A].
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(.plain(key, wrappedValue, .url))
    }

    /// A Data under `key`, `wrappedValue` until one is stored [A].
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(.plain(key, wrappedValue, .data))
    }

    /// A Date under `key`, `wrappedValue` until one is stored [A].
    public init(wrappedValue: Value, _ key: String) where Value == Date {
        self.init(.plain(key, wrappedValue, .date))
    }

    /// A `RawRepresentable` value stored as its Int raw value [A].
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(.raw(key, wrappedValue, .int))
    }

    /// A `RawRepresentable` value stored as its String raw value [A].
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(.raw(key, wrappedValue, .string))
    }

    /// An optional Bool under `key`, nil until one is stored [A].
    public init(_ key: String) where Value == Bool? {
        self.init(.optional(key, .bool))
    }

    /// An optional Int under `key`, nil until one is stored [A].
    public init(_ key: String) where Value == Int? {
        self.init(.optional(key, .int))
    }

    /// An optional Double under `key`, nil until one is stored [A].
    public init(_ key: String) where Value == Double? {
        self.init(.optional(key, .double))
    }

    /// An optional String under `key`, nil until one is stored [A].
    public init(_ key: String) where Value == String? {
        self.init(.optional(key, .string))
    }

    /// An optional URL under `key`, nil until one is stored [A].
    public init(_ key: String) where Value == URL? {
        self.init(.optional(key, .url))
    }

    /// An optional Data under `key`, nil until one is stored [A].
    public init(_ key: String) where Value == Data? {
        self.init(.optional(key, .data))
    }

    /// An optional Date under `key`, nil until one is stored [A].
    public init(_ key: String) where Value == Date? {
        self.init(.optional(key, .date))
    }

    /// An optional `RawRepresentable` value stored as its Int raw value [A].
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(.optionalRaw(key, .int))
    }

    /// An optional `RawRepresentable` value stored as its String raw value [A].
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(.optionalRaw(key, .string))
    }
}

extension SceneStorage: @unchecked Sendable where Value: Sendable {}
