/// A type-erased gesture [A `AnyGesture`]: it recognises touches exactly as the gesture it wraps
/// and reports the same values, so gestures of different types can be stored or returned as one.
public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    let make: () -> GestureRecognizer<Value>

    /// Wraps `gesture` [A `AnyGesture.init(_:)`].
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        make = { MotionCore.makeRecognizer(gesture) }
    }

    func makeRecognizer() -> GestureRecognizer<Value> { make() }
}
