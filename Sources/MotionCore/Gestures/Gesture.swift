import Foundation
import MotionAnimation

/// An interaction that recognises touches and reports values [A]. MotionCore recognises scripted
/// touches (MotionTrace's `drag`, `press`, `pinch`, `rotate`), delivered frame by frame.
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    /// A gesture of yours is made of others [A].
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Built-in gestures have no body.
    public var body: Never { preconditionFailure("\(Self.self) is a primitive gesture: it has no body") }
}

/// A gesture MotionCore recognises itself.
protocol PrimitiveGesture<Value> {
    associatedtype Value
    func makeRecognizer() -> GestureRecognizer<Value>
}

/// The recogniser of `gesture`: its own if it is built in, else its body's.
func makeRecognizer<G: Gesture>(_ gesture: G) -> GestureRecognizer<G.Value> {
    if let primitive = gesture as? any PrimitiveGesture {
        return primitive.makeAnyRecognizer() as! GestureRecognizer<G.Value>
    }
    return anyRecognizer(gesture.body) as! GestureRecognizer<G.Value>
}

/// The recogniser of a gesture's body, type-erased (its value type is the gesture's).
private func anyRecognizer<B: Gesture>(_ body: B) -> AnyObject {
    makeRecognizer(body)
}

extension PrimitiveGesture {
    fileprivate func makeAnyRecognizer() -> AnyObject { makeRecognizer() }
}

/// One sample of a scripted touch, in root coordinates.
struct TouchSample {
    enum Phase { case began, moved, ended }
    var phase: Phase
    /// Virtual seconds.
    var time: Double
    /// The finger (or the centre of two fingers), points in root coordinates.
    var location: CGPoint
    /// Where the touch began, and the frame of the touched view then (for local coordinates).
    var startLocation: CGPoint
    var viewOrigin: CGPoint
    /// Two-finger scale (1 at the start) and rotation (zero at the start).
    var magnification: CGFloat = 1
    var rotation = Angle.zero
    /// Fingers on the glass: 1, or 2 for a pinch or a rotation.
    var fingers = 1
    /// The taps in a row this touch completes (see `ViewRuntime.tap(_:)`).
    var tapCount = 1

    /// `location` in `space` (local: relative to the touched view's frame at touch down).
    func point(_ location: CGPoint, in space: CoordinateSpace) -> CGPoint {
        guard case .local = space else { return location }
        return CGPoint(x: location.x - viewOrigin.x, y: location.y - viewOrigin.y)
    }
}

/// What a recogniser makes of a sample.
enum GestureUpdate<Value> {
    /// Nothing to report (not recognised yet, or already ended).
    case none
    /// The gesture's value changed while it is active.
    case changed(Value)
    /// The gesture ended successfully with this value.
    case ended(Value)
    /// The gesture failed or was cancelled.
    case failed

    func map<T>(_ transform: (Value) -> T) -> GestureUpdate<T> {
        switch self {
        case .none: .none
        case .changed(let value): .changed(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }
}

/// Recognises one gesture over the samples of one touch (a class per gesture kind).
class GestureRecognizer<Value> {
    func handle(_ sample: TouchSample) -> GestureUpdate<Value> { .none }
}

/// Velocities from the last two samples of a touch, units per second [GUESS: iOS estimates
/// from its touch history; with a finger moving at a constant speed both agree].
struct SampleHistory<Element> {
    private(set) var last: (time: Double, value: Element)?
    private(set) var previous: (time: Double, value: Element)?

    mutating func add(_ value: Element, at time: Double) {
        if let last, last.time == time {
            self.last = (time, value)
            return
        }
        previous = last
        last = (time, value)
    }

    /// (last − previous) / Δt through `difference`, or `nil` with fewer than two samples.
    func rate<R>(_ difference: (Element, Element, Double) -> R) -> R? {
        guard let last, let previous, last.time > previous.time else { return nil }
        return difference(last.value, previous.value, last.time - previous.time)
    }
}
