import Foundation

extension Animation {
    /// Seconds of a timing-curve animation when no duration is given [A] (SEMANTICS.md, "Timing curves").
    static let defaultTimingCurveDuration: Double = 0.35

    /// A constant-speed animation over 0.35 s [A]; control points (0, 0), (1, 1) (SEMANTICS.md, "Timing curves").
    public static var linear: Animation { linear(duration: defaultTimingCurveDuration) }

    /// A constant-speed animation over `duration` seconds [A].
    public static func linear(duration: TimeInterval) -> Animation {
        timingCurve(0, 0, 1, 1, duration: duration)
    }

    /// An animation that starts slowly, over 0.35 s [A]; control points (0.42, 0), (1, 1).
    public static var easeIn: Animation { easeIn(duration: defaultTimingCurveDuration) }

    /// An animation that starts slowly, over `duration` seconds [A].
    public static func easeIn(duration: TimeInterval) -> Animation {
        timingCurve(0.42, 0, 1, 1, duration: duration)
    }

    /// An animation that ends slowly, over 0.35 s [A]; control points (0, 0), (0.58, 1).
    public static var easeOut: Animation { easeOut(duration: defaultTimingCurveDuration) }

    /// An animation that ends slowly, over `duration` seconds [A].
    public static func easeOut(duration: TimeInterval) -> Animation {
        timingCurve(0, 0, 0.58, 1, duration: duration)
    }

    /// An animation that starts and ends slowly, over 0.35 s [A]; control points (0.42, 0),
    /// (0.58, 1).
    public static var easeInOut: Animation { easeInOut(duration: defaultTimingCurveDuration) }

    /// An animation that starts and ends slowly, over `duration` seconds [A].
    public static func easeInOut(duration: TimeInterval) -> Animation {
        timingCurve(0.42, 0, 0.58, 1, duration: duration)
    }

    /// An animation along the cubic Bézier with control points (p1x, p1y) and (p2x, p2y) from
    /// (0, 0) to (1, 1) [A]. x is clamped to [0, 1] when the curve is evaluated; y is not, so the
    /// curve may overshoot (SEMANTICS.md, "Timing curves" and "Decisions").
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
        duration: TimeInterval = 0.35
    ) -> Animation {
        Animation(
            TimingCurveAnimation(form: .controlPoints(p1x, p1y, p2x, p2y), duration: duration))
    }

    /// An animation whose progress follows `curve` over `duration` seconds [A] (SEMANTICS.md, "Timing curves").
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(form: .unitCurve(curve), duration: duration))
    }
}
