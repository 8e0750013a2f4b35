/// The per-animation storage a `CustomAnimation` uses to carry values from frame to frame.
///
/// Same shape as SwiftUI's `AnimationState` [A]: a typed key-value store; reading a key that
/// was never written gives the key's `defaultValue`. It is a value type, so copying a context
/// copies its state (the combining list of §4.2 relies on this).
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// An empty state.
    public init() {}

    /// The value stored under `key`, or its `defaultValue`.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Whether nothing has been stored yet.
    var isEmpty: Bool { storage.isEmpty }
}
