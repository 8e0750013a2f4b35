/// A value read from the view's environment [A].
///
/// ```swift
/// @Environment(\.accessibilityReduceMotion) private var reduceMotion
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty, RuntimeInstallable {
    let location: EnvironmentLocation<Value>

    /// Reads the environment value at `keyPath` [A].
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        location = EnvironmentLocation { $0[keyPath: keyPath] }
    }

    public var wrappedValue: Value { location.value }

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        location.install(label: label, in: node, runtime: runtime, environment: environment)
    }
}

/// The environment a view was evaluated in, installed by the runtime before `body`.
/// `read` takes the value out of it (a key path's value, an `@Observable` object of a type).
final class EnvironmentLocation<Value>: RuntimeInstallable {
    private let read: (EnvironmentValues) -> Value
    private var environment = EnvironmentValues()

    init(_ read: @escaping (EnvironmentValues) -> Value) {
        self.read = read
    }

    var value: Value { read(environment) }

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        self.environment = environment
    }
}

/// `Environment` is `Sendable` when its value is (see `State`).
extension Environment: @unchecked Sendable where Value: Sendable {}
