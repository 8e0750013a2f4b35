import MotionAnimation

extension View {
    /// Attaches a gesture recognised with the view's other gestures when `isEnabled` [A]; a
    /// disabled gesture is not attached (a scripted touch does not reach it).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(StyleRecord(attachment: isEnabled ? .gesture(GestureAttachment(gesture)) : nil))
    }

    /// The same with a name for the gesture [A] (the name is recorded).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        simultaneousGesture(gesture, isEnabled: isEnabled).styled("gesture(name: \(name))", isEnabled: isEnabled)
    }
}
