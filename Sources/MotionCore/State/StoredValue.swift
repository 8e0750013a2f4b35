import Foundation

/// What `@AppStorage` and `@SceneStorage` keep under a key, and how a value of the wrapper's type
/// is written and read back: SwiftUI's documented value types (Bool, Int, Double, String, URL,
/// Data, Date, and a `RawRepresentable` of Int or String) [A].
enum StoredKind {
    case bool, int, double, string, url, data, date
}

/// Where a storage wrapper's values live: `UserDefaults` for `@AppStorage`, the scene's own
/// values for `@SceneStorage`.
protocol StorageBackend {
    /// The value under `key` as `kind`, nil when nothing is stored.
    func read(_ key: String, as kind: StoredKind) -> Any?
    /// Stores `value` (nil removes the key).
    func write(_ value: Any?, forKey key: String)
}

/// `@AppStorage` reads and writes Foundation's `UserDefaults` with its typed getters; a URL is
/// kept as its absolute string (swift-corelibs-foundation's `url(forKey:)` does not give back an
/// absolute URL).
struct DefaultsBackend: StorageBackend {
    let defaults: UserDefaults

    func read(_ key: String, as kind: StoredKind) -> Any? {
        guard defaults.object(forKey: key) != nil else { return nil }
        switch kind {
        case .bool: return defaults.bool(forKey: key)
        case .int: return defaults.integer(forKey: key)
        case .double: return defaults.double(forKey: key)
        case .string: return defaults.string(forKey: key)
        case .url: return defaults.string(forKey: key).flatMap { URL(string: $0) }
        case .data: return defaults.data(forKey: key)
        case .date: return defaults.object(forKey: key) as? Date
        }
    }

    func write(_ value: Any?, forKey key: String) {
        switch value {
        case nil: defaults.removeObject(forKey: key)
        case let url as URL: defaults.set(url.absoluteString, forKey: key)
        default: defaults.set(value, forKey: key)
        }
    }
}

/// The one scene's `@SceneStorage` values: empty when the program starts (a scene restored with
/// nothing saved), kept in memory for the run.
final class SceneValues: StorageBackend, @unchecked Sendable {
    static let shared = SceneValues()
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    func read(_ key: String, as kind: StoredKind) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return values[key]
    }

    func write(_ value: Any?, forKey key: String) {
        lock.lock()
        defer { lock.unlock() }
        values[key] = value
    }
}

/// A storage wrapper's link to the view it is a property of: a write queues an update with the
/// transaction of the code that made it and records a `state` event on the view, as a `@State`
/// write does.
final class StorageLink: @unchecked Sendable {
    private weak var runtime: ViewRuntime?
    private weak var node: ViewNode?
    private var name = ""

    func install(label: String, in node: ViewNode, runtime: ViewRuntime) {
        self.runtime = runtime
        self.node = node
        name = DynamicPropertyInstaller.displayName(label)
    }

    func changed(to value: Any, what: String) {
        guard let runtime = runtime ?? ViewRuntime.current, runtime.checkThread(what) else { return }
        let node = node
        let name = name
        runtime.enqueueChange {
            guard let node, node.isAlive else { return }
            runtime.record(.state, node: node, property: name, detail: String(describing: value))
        }
    }
}

/// The reading and writing of one storage wrapper: its key, default, value kind and conversions.
struct StoredValue<Value> {
    let key: String
    let defaultValue: Value
    let kind: StoredKind
    let decode: (Any) -> Value?
    let encode: (Value) -> Any?
    let link = StorageLink()

    func get(_ backend: StorageBackend) -> Value {
        backend.read(key, as: kind).flatMap(decode) ?? defaultValue
    }

    func set(_ value: Value, _ backend: StorageBackend, what: String) {
        backend.write(encode(value), forKey: key)
        link.changed(to: value, what: what)
    }

    /// A value stored as itself.
    static func plain(_ key: String, _ defaultValue: Value, _ kind: StoredKind) -> StoredValue {
        StoredValue(key: key, defaultValue: defaultValue, kind: kind, decode: { $0 as? Value }, encode: { $0 })
    }

    /// An optional value stored as itself (nil removes the key).
    static func optional<Wrapped>(_ key: String, _ kind: StoredKind) -> StoredValue where Value == Wrapped? {
        StoredValue(key: key, defaultValue: nil, kind: kind, decode: { $0 as? Wrapped }, encode: { $0 })
    }

    /// A `RawRepresentable` stored as its raw value.
    static func raw(_ key: String, _ defaultValue: Value, _ kind: StoredKind) -> StoredValue where Value: RawRepresentable {
        StoredValue(key: key, defaultValue: defaultValue, kind: kind, decode: { ($0 as? Value.RawValue).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }

    /// An optional `RawRepresentable` stored as its raw value.
    static func optionalRaw<R: RawRepresentable>(_ key: String, _ kind: StoredKind) -> StoredValue where Value == R? {
        StoredValue(key: key, defaultValue: nil, kind: kind, decode: { ($0 as? R.RawValue).flatMap(R.init(rawValue:)) }, encode: { $0?.rawValue })
    }
}
