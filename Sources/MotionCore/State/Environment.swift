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
        location = EnvironmentLocation(keyPath)
    }

    public var wrappedValue: Value { location.value }

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        location.install(label: label, in: node, runtime: runtime, environment: environment)
    }
}

/// The environment a view was evaluated in, installed by the runtime before `body`.
final class EnvironmentLocation<Value>: RuntimeInstallable {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private var environment = EnvironmentValues()

    init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    var value: Value { environment[keyPath: keyPath] }

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        self.environment = environment
    }
}

/// `Environment` is `Sendable` when its value is (see `State`).
extension Environment: @unchecked Sendable where Value: Sendable {}
