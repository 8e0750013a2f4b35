/// A value a gesture updates while it is active and resets afterwards [A]. Declared so that
/// snippets compile; gestures arrive with a later issue, so it always holds its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value

    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.initialValue = initialValue
    }

    public var wrappedValue: Value { initialValue }

    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension GestureState: Sendable where Value: Sendable {}
