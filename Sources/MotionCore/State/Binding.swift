import MotionAnimation

/// Read and write access to a value owned elsewhere [A].
///
/// A binding carries a transaction: `$isOn.animation(.spring)` sets through
/// `withTransaction`, so the change animates.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// The transaction used when the binding sets its value [A].
    public var transaction = Transaction()
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void

    /// A binding from a getter and a setter [A].
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
    }

    /// A binding whose setter receives the transaction [A].
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }

    /// A binding to another binding's value (`@Binding` initialised from `$state`) [A].
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to an unchanging value [A].
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            let transaction = self.transaction
            withTransaction(transaction) { setter(newValue, Transaction.current) }
        }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value [A].
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        var binding = Binding<Subject>(
            get: { base.wrappedValue[keyPath: keyPath] },
            set: { newValue, _ in
                var value = base.getter()
                value[keyPath: keyPath] = newValue
                base.wrappedValue = value
            })
        binding.transaction = transaction
        return binding
    }

    /// The binding with `transaction` for its changes [A].
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }

    /// The binding with `animation` for its changes [A].
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }
}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

/// `Binding` is `Sendable` when its value is (see `State`).
extension Binding: @unchecked Sendable where Value: Sendable {}
