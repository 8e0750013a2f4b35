import MotionAnimation

/// The gesture modifiers with `isEnabled:` and `name:` [A]: a gesture attached with
/// `isEnabled: false` is not there at all (a scripted touch does not reach it, and a tap goes
/// through it to what is below as if it were not written); an enabled one is the plain
/// `gesture(_:)`. A name (iOS uses it to relate the gesture to UIKit recognisers) is recorded.
extension View {
    /// Attaches `gesture` while `isEnabled` [A].
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(SwitchedGesture(attachment: isEnabled ? GestureAttachment(gesture) : nil))
    }

    /// Attaches `gesture`, named, while `isEnabled` [A].
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        modifier(SwitchedGesture(attachment: isEnabled ? GestureAttachment(gesture) : nil))
            .styled("gesture(name: \(Text.quoted(name)))", isEnabled: isEnabled)
    }

    /// Attaches `gesture` with priority over the content's while `isEnabled` [A] (priorities
    /// are not simulated, as for `highPriorityGesture(_:including:)`).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self.gesture(gesture, isEnabled: isEnabled)
    }

    /// Attaches `gesture` with priority, named, while `isEnabled` [A].
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        self.gesture(gesture, name: name, isEnabled: isEnabled)
    }

    /// Attaches a gesture recognised with the view's other gestures while `isEnabled` [A]
    /// (recognised together, as `simultaneousGesture(_:including:)`; a disabled one is not
    /// attached).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self.gesture(gesture, isEnabled: isEnabled)
    }

    /// The same with a name for the gesture [A] (the name is recorded).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        self.gesture(gesture, name: name, isEnabled: isEnabled)
    }
}

/// A gesture that may be switched off: attached to the next node as `gesture(_:)` attaches
/// it, or the content walked alone.
struct SwitchedGesture: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let attachment: GestureAttachment?

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        guard let attachment else { return walk.walk(content, context) }
        AttachingModifier { _ in .gesture(attachment) }.walk(content: content, walk, context)
    }
}
