/// `gesture.modifiers(keys)` [A `Gesture.modifiers(_:)`]: the gesture recognised only while
/// the keyboard's modifier keys `keys` are held. A scripted touch holds no keys (an iPhone has no
/// hardware keyboard here), so with any key the gesture never recognises; with none it is the
/// gesture itself.
public struct _ModifiersGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public typealias Value = Content.Value
    let base: Content
    let modifiers: EventModifiers

    func makeRecognizer() -> GestureRecognizer<Value> {
        // The base recogniser reports nothing: it is never recognised.
        modifiers.isEmpty ? MotionCore.makeRecognizer(base) : GestureRecognizer<Value>()
    }
}

extension Gesture {
    /// This gesture, recognised only while `modifiers` are held [A].
    public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
        _ModifiersGesture(base: self, modifiers: modifiers)
    }
}

/// How a hand activates a gesture on visionOS [A `HandActivationBehavior`].
public struct HandActivationBehavior: Hashable, Sendable {
    let name: String
    /// The system's choice [A].
    public static let automatic = HandActivationBehavior(name: "automatic")
    /// Only a pinch activates it [A].
    public static let pinch = HandActivationBehavior(name: "pinch")
}

extension Gesture {
    /// This gesture with `behavior` for hands [A `Gesture.handActivationBehavior(_:)`]: it
    /// changes only how hands (visionOS) activate it, so a touch recognises it as before.
    public func handActivationBehavior(_ behavior: HandActivationBehavior) -> some Gesture<Value> { self }
}
