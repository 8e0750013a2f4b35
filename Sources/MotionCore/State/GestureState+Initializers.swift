import MotionAnimation

extension GestureState {
    /// A gesture state starting at `initialValue`, reset with `resetTransaction` [A]; the same as
    /// `init(wrappedValue:resetTransaction:)`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// A gesture state starting at `initialValue`, whose reset transaction `reset` chooses [A];
    /// the same as `init(wrappedValue:reset:)`.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state starting at nil, whose reset transaction `reset` chooses [A].
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
