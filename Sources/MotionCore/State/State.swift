/// A value a view owns, kept by the runtime for as long as the view keeps its identity [A].
///
/// ```swift
/// @State private var isOn = false
/// ```
/// Reading it in `body` gives the value of the update being applied; writing it (from an action,
/// `onAppear`, a completion …) schedules an update with the current transaction, so the change
/// animates when made inside `withAnimation`.
@propertyWrapper
public struct State<Value>: DynamicProperty, RuntimeInstallable {
    let location: StateLocation<Value>

    /// A state with an initial value, used the first time the view appears [A].
    public init(wrappedValue value: Value) {
        location = StateLocation(value)
    }

    /// A state with an initial value [A].
    public init(initialValue value: Value) {
        location = StateLocation(value)
    }

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        location.install(label: label, in: node, runtime: runtime, environment: environment)
    }

    /// A binding to the state [A].
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state whose initial value is `nil` [A].
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// Where a `State` value lives: the view's initial value until the runtime connects it to its
/// node's `StateBox`.
final class StateLocation<Value>: RuntimeInstallable {
    private var initial: Value
    private var box: StateBox<Value>?

    init(_ initial: Value) {
        self.initial = initial
    }

    var value: Value {
        get { box?.value ?? initial }
        set {
            if let box { box.write(newValue) } else { initial = newValue }
        }
    }

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        if let existing = node.slots[label] as? StateBox<Value> {
            box = existing
        } else {
            let created = StateBox(initial, runtime: runtime, node: node, name: DynamicPropertyInstaller.displayName(label))
            node.slots[label] = created
            box = created
        }
    }
}

/// `State` is `Sendable` when its value is, as in SwiftUI, so views made of state are implicitly
/// `Sendable` and closures on other isolation (a `DispatchQueue.main.asyncAfter` closure is
/// inferred `@MainActor`) may capture them. The runtime touches the storage on its own thread
/// only (`@unchecked`).
extension State: @unchecked Sendable where Value: Sendable {}
