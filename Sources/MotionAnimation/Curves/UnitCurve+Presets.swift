extension UnitCurve {
    /// Progress unchanged: value = progress, velocity 1 (not clamped) [A], SEMANTICS.md, "Timing curves".
    public static let linear = UnitCurve(function: .linear)

    /// Bézier (0.42, 0), (1, 1) [A], SEMANTICS.md, "Timing curves".
    public static let easeIn = UnitCurve.bezier(
        startControlPoint: BezierTiming.easeInStart, endControlPoint: BezierTiming.easeInEnd)

    /// Bézier (0, 0), (0.58, 1) [A], SEMANTICS.md, "Timing curves".
    public static let easeOut = UnitCurve.bezier(
        startControlPoint: BezierTiming.easeOutStart, endControlPoint: BezierTiming.easeOutEnd)

    /// Bézier (0.42, 0), (0.58, 1) [A], SEMANTICS.md, "Timing curves".
    public static let easeInOut = UnitCurve.bezier(
        startControlPoint: BezierTiming.easeInStart, endControlPoint: BezierTiming.easeOutEnd)

    /// The same curve as `easeInOut` (deprecated in SwiftUI) [A], SEMANTICS.md, "Timing curves".
    @available(*, deprecated, renamed: "easeInOut")
    public static let easeInEaseOut = easeInOut

    /// A quarter circle starting slowly: 1 − √(1 − p²) [A], SEMANTICS.md, "Timing curves".
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)

    /// A quarter circle ending slowly: √(1 − (1 − p)²) [A], SEMANTICS.md, "Timing curves".
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)

    /// Two quarter circles, slow at both ends [A], SEMANTICS.md, "Timing curves".
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)
}
