extension UnitCurve {
    /// Progress unchanged: value = progress, velocity 1 (not clamped) [A], §2.3.
    public static let linear = UnitCurve(function: .linear)

    /// Bézier (0.42, 0), (1, 1) [A], §2.1.
    public static let easeIn = UnitCurve.bezier(
        startControlPoint: BezierTiming.easeInStart, endControlPoint: BezierTiming.easeInEnd)

    /// Bézier (0, 0), (0.58, 1) [A], §2.1.
    public static let easeOut = UnitCurve.bezier(
        startControlPoint: BezierTiming.easeOutStart, endControlPoint: BezierTiming.easeOutEnd)

    /// Bézier (0.42, 0), (0.58, 1) [A], §2.1.
    public static let easeInOut = UnitCurve.bezier(
        startControlPoint: BezierTiming.easeInStart, endControlPoint: BezierTiming.easeOutEnd)

    /// The same curve as `easeInOut` (deprecated in SwiftUI) [A], §2.3.
    @available(*, deprecated, renamed: "easeInOut")
    public static let easeInEaseOut = easeInOut

    /// A quarter circle starting slowly: 1 − √(1 − p²) [A], §2.3.
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)

    /// A quarter circle ending slowly: √(1 − (1 − p)²) [A], §2.3.
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)

    /// Two quarter circles, slow at both ends [A], §2.3.
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)
}
