import MotionAnimation

/// A value a gesture updates while it is active and that returns to its initial value when the
/// gesture ends [A]: written by `updating(_:body:)` with the transaction its body sets, reset with
/// `resetTransaction` (an empty transaction, so no animation, unless you give one).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, RuntimeInstallable {
    let location: StateLocation<Value>
    let initialValue: Value
    let reset: (Value, inout Transaction) -> Void

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// A gesture state reset with `resetTransaction` [A].
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    /// A gesture state whose reset transaction `reset` chooses [A].
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        location = StateLocation(wrappedValue)
        initialValue = wrappedValue
        self.reset = reset
    }

    public var wrappedValue: Value { location.value }

    public var projectedValue: GestureState<Value> { self }

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        location.install(label: label, in: node, runtime: runtime, environment: environment)
    }

    /// Writes `value` in `transaction` (from `updating`).
    func set(_ value: Value, transaction: Transaction) {
        withTransaction(transaction) { location.value = value }
    }

    /// Returns to the initial value with the reset transaction.
    func reset(from value: Value? = nil) {
        var transaction = Transaction()
        reset(value ?? location.value, &transaction)
        withTransaction(transaction) { location.value = initialValue }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }

    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}

/// `Sendable` when its value is, as `State` (the runtime touches the storage on its own thread
/// only).
extension GestureState: @unchecked Sendable where Value: Sendable {}
