/// The per-animation storage a `CustomAnimation` uses to carry values from frame to frame.
///
/// Same shape as SwiftUI's `AnimationState` [A]: a typed key-value store; reading a key that
/// was never written gives the key's `defaultValue`. It is a value type, so copying a context
/// copies its state (the combining list of SEMANTICS.md, "Interruptions (merge and combine)" and the completion forks rely on this): every
/// write stores a new immutable box, so copies never share a mutation.
public struct AnimationState<Value: VectorArithmetic> {
    /// Boxes by key type. The box under `ObjectIdentifier(K.self)` is always a
    /// `AnimationStateBox<K.Value>`: only the subscript's setter writes here.
    private var storage: [ObjectIdentifier: AnyObject] = [:]

    /// An empty state.
    public init() {}

    /// The value stored under `key`, or its `defaultValue`.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get {
            guard let box = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            // Sound by the invariant above; avoids a dynamic cast on every frame.
            return unsafeDowncast(box, to: AnimationStateBox<K.Value>.self).value
        }
        set { storage[ObjectIdentifier(key)] = AnimationStateBox(newValue) }
    }
}

/// An immutable box for one state value.
final class AnimationStateBox<T> {
    let value: T

    init(_ value: T) {
        self.value = value
    }
}
