import Foundation

/// A value of the app's user defaults, as state [A `AppStorage`]: reads `UserDefaults` (`store`,
/// else `.standard`) under its key, its default until a value is stored; a write stores it and
/// updates the views, as a `@State` write does (with the transaction of the code that wrote it,
/// and a `state` event on the view). Foundation's own `UserDefaults` (swift-corelibs-foundation)
/// is used; the snippet runner starts every program with an empty home folder of its own, so a
/// run starts from the defaults and never reads or writes the person's real defaults files
/// (`SnippetExecutor.programEnvironment`). A write made through `UserDefaults` itself is not
/// observed (swift-corelibs-foundation posts no change notification): the views read it at their
/// next update.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, RuntimeInstallable {
    let stored: StoredValue<Value>
    let backend: DefaultsBackend

    init(_ stored: StoredValue<Value>, store: UserDefaults?) {
        self.stored = stored
        backend = DefaultsBackend(defaults: store ?? .standard)
    }

    public var wrappedValue: Value {
        get { stored.get(backend) }
        nonmutating set { stored.set(newValue, backend, what: "@AppStorage") }
    }

    /// A binding that reads and writes the stored value [A].
    public var projectedValue: Binding<Value> {
        let (stored, backend) = (stored, backend)
        return Binding(get: { stored.get(backend) }, set: { stored.set($0, backend, what: "@AppStorage") })
    }

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        stored.link.install(label: label, in: node, runtime: runtime)
    }
}

extension AppStorage {
    /// A Bool under `key`, `wrappedValue` until one is stored [A].
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(.plain(key, wrappedValue, .bool), store: store)
    }

    /// A Int under `key`, `wrappedValue` until one is stored [A].
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(.plain(key, wrappedValue, .int), store: store)
    }

    /// A Double under `key`, `wrappedValue` until one is stored [A].
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(.plain(key, wrappedValue, .double), store: store)
    }

    /// A String under `key`, `wrappedValue` until one is stored [A].
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(.plain(key, wrappedValue, .string), store: store)
    }

    /// A URL under `key`, `wrappedValue` until one is stored [A].
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(.plain(key, wrappedValue, .url), store: store)
    }

    /// A Data under `key`, `wrappedValue` until one is stored [A].
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(.plain(key, wrappedValue, .data), store: store)
    }

    /// A Date under `key`, `wrappedValue` until one is stored [A].
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(.plain(key, wrappedValue, .date), store: store)
    }

    /// A `RawRepresentable` value stored as its Int raw value [A].
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(.raw(key, wrappedValue, .int), store: store)
    }

    /// A `RawRepresentable` value stored as its String raw value [A].
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(.raw(key, wrappedValue, .string), store: store)
    }

    /// An optional Bool under `key`, nil until one is stored [A].
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(.optional(key, .bool), store: store)
    }

    /// An optional Int under `key`, nil until one is stored [A].
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(.optional(key, .int), store: store)
    }

    /// An optional Double under `key`, nil until one is stored [A].
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(.optional(key, .double), store: store)
    }

    /// An optional String under `key`, nil until one is stored [A].
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(.optional(key, .string), store: store)
    }

    /// An optional URL under `key`, nil until one is stored [A].
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(.optional(key, .url), store: store)
    }

    /// An optional Data under `key`, nil until one is stored [A].
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(.optional(key, .data), store: store)
    }

    /// An optional Date under `key`, nil until one is stored [A].
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(.optional(key, .date), store: store)
    }

    /// An optional `RawRepresentable` value stored as its Int raw value [A].
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(.optionalRaw(key, .int), store: store)
    }

    /// An optional `RawRepresentable` value stored as its String raw value [A].
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(.optionalRaw(key, .string), store: store)
    }
}

extension AppStorage: @unchecked Sendable where Value: Sendable {}
