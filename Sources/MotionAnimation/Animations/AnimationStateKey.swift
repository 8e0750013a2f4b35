/// A key for a value an animation keeps in its `AnimationState` between frames [A].
public protocol AnimationStateKey {
    /// The type of the stored value.
    associatedtype Value

    /// The value read before anything has been stored under this key.
    static var defaultValue: Value { get }
}
