/// The named cubic timing curves and default duration of SwiftUI's Bézier animations
/// (`Animation.linear`, `.easeIn`, `.easeOut`, `.easeInOut`, `timingCurve`), for the Animation
/// layer. Source of every constant: SEMANTICS.md, "Timing curves" ([A] `animation/easein` etc.,
/// [O] `BezierAnimation.swift`).
///
/// Note that the `linear` animation is a cubic with P1 = (0, 0), P2 = (1, 1), evaluated through
/// the solver (and so quantised), unlike `UnitCurve.linear`.
package enum BezierTiming {
    /// The default duration of `linear`, `easeIn`, `easeOut`, `easeInOut` and `timingCurve`,
    /// in seconds [A] ("default duration of 0.35 seconds").
    package static let defaultDuration: Double = 0.35

    /// (0.42, 0): the first control point of ease-in and ease-in-out [A], [O].
    package static let easeInStart = UnitPoint(x: 0.42, y: 0)
    /// (1, 1): the second control point of ease-in [A], [O].
    package static let easeInEnd = UnitPoint(x: 1, y: 1)
    /// (0, 0): the first control point of ease-out [A], [O].
    package static let easeOutStart = UnitPoint(x: 0, y: 0)
    /// (0.58, 1): the second control point of ease-out and ease-in-out [A], [O].
    package static let easeOutEnd = UnitPoint(x: 0.58, y: 1)

    /// `Animation.linear`: (0, 0), (1, 1) [O].
    package static let linear = CubicSolver(
        startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// `Animation.easeIn`: (0.42, 0), (1, 1).
    package static let easeIn = CubicSolver(startControlPoint: easeInStart, endControlPoint: easeInEnd)
    /// `Animation.easeOut`: (0, 0), (0.58, 1).
    package static let easeOut = CubicSolver(startControlPoint: easeOutStart, endControlPoint: easeOutEnd)
    /// `Animation.easeInOut`: (0.42, 0), (0.58, 1).
    package static let easeInOut = CubicSolver(startControlPoint: easeInStart, endControlPoint: easeOutEnd)
    /// SwiftUI's internal `coreAnimationDefault`: (0.25, 0.1), (0.25, 1) [O].
    package static let coreAnimationDefault = CubicSolver(
        startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1))

    /// `timingCurve(p1x, p1y, p2x, p2y, duration:)`: the solver for the given control points.
    /// x is clamped to [0, 1] by `CubicSolver` (a choice: SwiftUI documents no clamping here,
    /// but the solve needs a monotonic x(t)); y is not clamped, so overshoot is kept.
    package static func curve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) -> CubicSolver {
        CubicSolver(
            startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y))
    }
}
