import MotionAnimation

/// Which gestures of a view and its content take part [A]; recorded, not simulated.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Attaches a gesture [A]: a scripted touch on the view (or a view inside it without
    /// gestures of its own) is recognised by it.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(AttachingModifier { _ in .gesture(GestureAttachment(gesture)) })
    }

    /// Attaches a gesture recognised with the view's other gestures [A] (every gesture of a
    /// view is recognised simultaneously in MotionCore).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self.gesture(gesture, including: mask)
    }

    /// Attaches a gesture with priority over the view's content [A] (priorities are not
    /// simulated).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self.gesture(gesture, including: mask)
    }
}

/// A gesture on its way to a node: makes a recogniser for each touch.
struct GestureAttachment {
    let name: String
    let makeDriver: () -> (TouchSample) -> Void

    init<G: Gesture>(_ gesture: G) {
        name = String(describing: G.self)
        makeDriver = {
            let recognizer = makeRecognizer(gesture)
            return { _ = recognizer.handle($0) }
        }
    }
}
