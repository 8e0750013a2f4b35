import Foundation
import MotionAnimation

/// A pinch [A]: recognised once the scale has changed by `minimumScaleDelta`.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// A pinch's state [A].
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The scale since the fingers touched down [A].
        public var magnification: CGFloat
        /// Scale per second, from the last two samples [GUESS].
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func makeRecognizer() -> GestureRecognizer<Value> {
        TwoFingerRecognizer(threshold: { abs($0.magnification - 1) >= minimumScaleDelta }, measure: { Double($0.magnification) }) { sample, rate in
            Value(
                time: Date(timeIntervalSinceReferenceDate: sample.time), magnification: sample.magnification,
                velocity: CGFloat(rate), startAnchor: .center, startLocation: sample.point(sample.startLocation, in: .local))
        }
    }
}

/// A two-finger rotation [A]: recognised once the angle has changed by `minimumAngleDelta`.
public struct RotateGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// A rotation's state [A].
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        /// Angle per second, from the last two samples [GUESS].
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func makeRecognizer() -> GestureRecognizer<Value> {
        TwoFingerRecognizer(threshold: { abs($0.rotation.radians) >= minimumAngleDelta.radians }, measure: { $0.rotation.radians }) { sample, rate in
            Value(
                time: Date(timeIntervalSinceReferenceDate: sample.time), rotation: sample.rotation, velocity: .radians(rate),
                startAnchor: .center, startLocation: sample.point(sample.startLocation, in: .local))
        }
    }
}

/// The scale of a pinch (iOS 13–16 form) [A].
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public typealias Value = CGFloat

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func makeRecognizer() -> GestureRecognizer<CGFloat> {
        MappedRecognizer(MagnifyGesture(minimumScaleDelta: minimumScaleDelta).makeRecognizer()) { $0.magnification }
    }
}

/// The angle of a two-finger rotation (iOS 13–16 form) [A].
public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public typealias Value = Angle

    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func makeRecognizer() -> GestureRecognizer<Angle> {
        MappedRecognizer(RotateGesture(minimumAngleDelta: minimumAngleDelta).makeRecognizer()) { $0.rotation }
    }
}

/// Recognises a two-finger gesture once `threshold` holds.
private final class TwoFingerRecognizer<Value>: GestureRecognizer<Value> {
    let threshold: (TouchSample) -> Bool
    let measure: (TouchSample) -> Double
    let make: (TouchSample, Double) -> Value
    var isActive = false
    var isDone = false
    var history = SampleHistory<Double>()

    init(threshold: @escaping (TouchSample) -> Bool, measure: @escaping (TouchSample) -> Double, make: @escaping (TouchSample, Double) -> Value) {
        self.threshold = threshold
        self.measure = measure
        self.make = make
    }

    override func handle(_ sample: TouchSample) -> GestureUpdate<Value> {
        guard !isDone else { return .none }
        history.add(measure(sample), at: sample.time)
        if !isActive, threshold(sample) { isActive = true }
        let rate = history.rate { last, previous, dt in (last - previous) / dt } ?? 0
        switch sample.phase {
        case .ended:
            isDone = true
            return isActive ? .ended(make(sample, rate)) : .failed
        case .began, .moved:
            return isActive ? .changed(make(sample, rate)) : .none
        }
    }
}

/// A recogniser whose values are transformed.
final class MappedRecognizer<Base, Value>: GestureRecognizer<Value> {
    let base: GestureRecognizer<Base>
    let transform: (Base) -> Value

    init(_ base: GestureRecognizer<Base>, _ transform: @escaping (Base) -> Value) {
        self.base = base
        self.transform = transform
    }

    override func handle(_ sample: TouchSample) -> GestureUpdate<Value> {
        base.handle(sample).map(transform)
    }
}
