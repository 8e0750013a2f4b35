import Foundation

/// The runtime model behind `linear`, `easeIn`, `easeOut`, `easeInOut` and both `timingCurve`
/// forms: progress through a `UnitCurve` over a fixed duration (SEMANTICS.md, "Timing curves", [O]
/// `BezierAnimation` and `UnitCurveAnimation`).
///
/// `animate` returns interval × curve(clamp(t/d, 0, 1)); at t = d it returns exactly the
/// interval, and it finishes (returns `nil`) only when t > d, or at once when d ≤ 0. Never merges,
/// so an interrupting change is combined with it (SEMANTICS.md, "Interruptions (merge and combine)").
struct TimingCurveAnimation: CustomAnimation {
    /// How the curve was given; decides the description and equality (`.easeInOut` equals
    /// `timingCurve(0.42, 0, 0.58, 1)` as in SwiftUI, but not `timingCurve(.easeInOut, …)`, which
    /// is another type there).
    enum Form: Hashable, Sendable {
        /// Cubic Bézier control points, as `timingCurve(_:_:_:_:duration:)` takes them.
        case controlPoints(Double, Double, Double, Double)
        /// A `UnitCurve`, as `timingCurve(_:duration:)` takes it.
        case unitCurve(UnitCurve)
    }

    /// How the curve was given.
    let form: Form
    /// The duration in seconds.
    let duration: Double
    /// The curve that maps time fraction to value fraction, built once from `form`.
    /// Control-point x is clamped to [0, 1] and y is not, by `UnitCurve` (SEMANTICS.md, "Decisions").
    let curve: UnitCurve

    init(form: Form, duration: Double) {
        self.form = form
        self.duration = duration
        switch form {
        case let .controlPoints(p1x, p1y, p2x, p2y):
            curve = .bezier(
                startControlPoint: UnitPoint(x: p1x, y: p1y),
                endControlPoint: UnitPoint(x: p2x, y: p2y))
        case let .unitCurve(unitCurve):
            curve = unitCurve
        }
    }

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        guard duration > 0, time <= duration else { return nil }
        // Exactly the end value at t = d (SEMANTICS.md, "Decisions"), whatever the solver's last bit.
        guard time < duration else { return value }
        let progress = max(time / duration, 0)
        return value.scaled(by: curve.value(at: progress))
    }

    /// interval × curve′(t/d) / d, per second ([O] `UnitCurveAnimation`; MotionCore reports it
    /// for Bézier timing curves too, see SEMANTICS.md "Animations").
    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        guard duration > 0, time <= duration else { return nil }
        let progress = min(max(time / duration, 0), 1)
        return value.scaled(by: curve.velocity(at: progress) / duration)
    }
}

extension TimingCurveAnimation: CustomStringConvertible {
    /// `linear(duration: 0.35)`, `easeIn(…)`, `easeOut(…)`, `easeInOut(…)` for the named control
    /// points, else `timingCurve(0.25, 0.1, 0.25, 1.0, duration: 0.35)`; for a `UnitCurve`,
    /// `timingCurve(.easeIn, duration: 0.35)` (see `UnitCurve.animationDescription`).
    var description: String {
        let seconds = AnimationNumberFormat.string(duration)
        switch form {
        case let .controlPoints(p1x, p1y, p2x, p2y):
            if let name = Self.presetName(p1x, p1y, p2x, p2y) {
                return "\(name)(duration: \(seconds))"
            }
            let points = [p1x, p1y, p2x, p2y].map(AnimationNumberFormat.string)
            return "timingCurve(\(points.joined(separator: ", ")), duration: \(seconds))"
        case let .unitCurve(curve):
            return "timingCurve(\(curve.animationDescription), duration: \(seconds))"
        }
    }

    /// Control points of the named curves (SEMANTICS.md, "Timing curves").
    static let presets: [(name: String, points: [Double])] = [
        ("linear", [0, 0, 1, 1]),
        ("easeIn", [0.42, 0, 1, 1]),
        ("easeOut", [0, 0, 0.58, 1]),
        ("easeInOut", [0.42, 0, 0.58, 1]),
    ]

    static func presetName(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) -> String? {
        presets.first { $0.points == [p1x, p1y, p2x, p2y] }?.name
    }
}
