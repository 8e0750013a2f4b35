import Foundation

/// A drag [A]: recognised once the finger has moved `minimumDistance` points from where it
/// touched down (at once with 0); reports where it is, how far it went and how fast.
public struct DragGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// A drag's state [A].
    public struct Value: Equatable, Sendable {
        /// The time of the sample (virtual seconds since the reference date).
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        /// location − startLocation [A].
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Points per second, from the last two samples [GUESS].
        public var velocity: CGSize
        /// Where the drag would end if the finger lifted now [A]: the location plus the distance
        /// a flick at `velocity` travels while decelerating at UIKit's normal rate (0.998 per
        /// millisecond): velocity · 0.998 / (1 − 0.998) / 1000 = 0.499 · velocity [GUESS, after
        /// WWDC18 "Designing Fluid Interfaces"; SwiftUI's model is not documented].
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// The seconds of travel a flick's velocity is projected over (0.998 / 0.002 / 1000).
    static let projection = 0.998 / (1 - 0.998) / 1000

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    func makeRecognizer() -> GestureRecognizer<Value> {
        DragRecognizer(self)
    }
}

private final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    let gesture: DragGesture
    var isActive = false
    var isDone = false
    var history = SampleHistory<CGPoint>()

    init(_ gesture: DragGesture) {
        self.gesture = gesture
    }

    override func handle(_ sample: TouchSample) -> GestureUpdate<DragGesture.Value> {
        guard !isDone else { return .none }
        history.add(sample.location, at: sample.time)
        let dx = sample.location.x - sample.startLocation.x, dy = sample.location.y - sample.startLocation.y
        if !isActive, (dx * dx + dy * dy).squareRoot() >= gesture.minimumDistance { isActive = true }
        switch sample.phase {
        case .ended:
            isDone = true
            return isActive ? .ended(value(sample)) : .failed
        case .began, .moved:
            return isActive ? .changed(value(sample)) : .none
        }
    }

    private func value(_ sample: TouchSample) -> DragGesture.Value {
        let velocity = history.rate { last, previous, dt in CGSize(width: (last.x - previous.x) / dt, height: (last.y - previous.y) / dt) } ?? .zero
        let location = sample.point(sample.location, in: gesture.coordinateSpace)
        let projection = DragGesture.projection
        return DragGesture.Value(
            time: Date(timeIntervalSinceReferenceDate: sample.time), location: location,
            startLocation: sample.point(sample.startLocation, in: gesture.coordinateSpace), velocity: velocity,
            predictedEndLocation: CGPoint(x: location.x + velocity.width * projection, y: location.y + velocity.height * projection))
    }
}
