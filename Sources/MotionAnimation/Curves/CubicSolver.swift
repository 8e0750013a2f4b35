/// A cubic Bézier timing function from (0, 0) to (1, 1), solved for x.
///
/// The curve has control points P0 = (0, 0), P1 = `startControlPoint`, P2 = `endControlPoint`,
/// P3 = (1, 1). In polynomial form (SEMANTICS.md, "Timing curves", [O] `Animation/UnitCurve.swift`,
/// coefficients checked bit for bit against SwiftUI's printout [B apexskier]):
///
///     cx = 3·p1x,  bx = 3·(p2x − p1x) − cx,  ax = 1 − cx − bx,  x(t) = ((ax·t + bx)·t + cx)·t
///
/// and the same for y. The x components of the control points are clamped to [0, 1] (so x(t) is
/// monotonic and the solve is well defined) [A `UnitCurve.bezier`]; y is never clamped, so
/// curves may overshoot.
///
/// `value(at:)` and `velocity(at:)` clamp progress to [0, 1], solve x(t) = progress to SwiftUI's
/// tolerance |x(t) − x| < 2⁻²⁰ and quantise their result to the 2⁻²⁰ grid (SEMANTICS.md, "Timing curves"); this
/// reproduces test vectors T1 (SEMANTICS.md, "Test vectors") to its last printed digit. `unquantisedValue(at:tolerance:)`
/// exposes the solve itself, by default to near machine precision.
@usableFromInline
package struct CubicSolver: Hashable, Sendable {
    /// The first control point as given (x not yet clamped).
    package let startControlPoint: UnitPoint
    /// The second control point as given (x not yet clamped).
    package let endControlPoint: UnitPoint
    /// Cubic coefficient of x(t).
    @usableFromInline package let ax: Double
    /// Quadratic coefficient of x(t).
    @usableFromInline package let bx: Double
    /// Linear coefficient of x(t).
    @usableFromInline package let cx: Double
    /// Cubic coefficient of y(t).
    @usableFromInline package let ay: Double
    /// Quadratic coefficient of y(t).
    @usableFromInline package let by: Double
    /// Linear coefficient of y(t).
    @usableFromInline package let cy: Double

    /// The grid results are rounded to: 2⁻²⁰. Source: SEMANTICS.md, "Timing curves", [O]
    /// `UnitCurve.swift` (reverse-engineered from SwiftUI).
    @usableFromInline package static let outputQuantum: Double = 0x1p-20

    /// The tolerance of SwiftUI's solve, |x(t) − x| < 2⁻²⁰: SEMANTICS.md, "Timing curves", [O]
    /// `UnitCurve.swift` (`solveX`). `value(at:)` and `velocity(at:)` use it. The test vectors T1 (SEMANTICS.md, "Test vectors") frame
    /// table is only reproduced with it (a tighter solve moves easeInOut at frame 10 from
    /// 45.900726 to 45.900822 on a 0 → 100 change).
    @usableFromInline package static let swiftUISolveTolerance: Double = 0x1p-20

    /// A tolerance near machine precision, for the exact solve `unquantisedValue(at:)` gives by
    /// default (accurate to 1e-12 where the curve is well conditioned).
    @usableFromInline package static let preciseSolveTolerance: Double = 1e-15

    /// Newton's method gives up below this |dx/dt| (then bisection takes over): 2⁻²⁰, as [O].
    @usableFromInline static let derivativeFloor: Double = 0x1p-20

    /// At most this many Newton steps (SEMANTICS.md, "Timing curves": "up to 8 evaluations") [O].
    @usableFromInline static let newtonMaxIterations = 8

    /// At most this many bisection halvings: 2⁻⁶⁴ is below the resolution of a `Double` in
    /// [0, 1], so the bracket cannot shrink further.
    @usableFromInline static let bisectionMaxIterations = 64

    /// Creates the solver for control points P1 and P2, clamping their x to [0, 1].
    package init(startControlPoint: UnitPoint, endControlPoint: UnitPoint) {
        self.startControlPoint = startControlPoint
        self.endControlPoint = endControlPoint
        let p1x = min(max(Double(startControlPoint.x), 0), 1)
        let p2x = min(max(Double(endControlPoint.x), 0), 1)
        let p1y = Double(startControlPoint.y)
        let p2y = Double(endControlPoint.y)
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
    }

    /// x(t).
    @inlinable
    package func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

    /// y(t).
    @inlinable
    package func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    /// dx/dt at t.
    @inlinable
    package func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// dy/dt at t.
    @inlinable
    package func sampleDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The parameter t with |x(t) − `x`| < `tolerance` (x in [0, 1]): Newton from t = x, at
    /// most `newtonMaxIterations` steps while t stays in [0, 1], then bisection on [0, 1], at
    /// most `bisectionMaxIterations` halvings (SEMANTICS.md, "Timing curves", the WebKit "UnitBezier" scheme).
    @inlinable
    package func solveT(forX x: Double, tolerance: Double = CubicSolver.swiftUISolveTolerance) -> Double {
        var t = x
        for _ in 0..<CubicSolver.newtonMaxIterations {
            let error = sampleX(t) - x
            if abs(error) < tolerance { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < CubicSolver.derivativeFloor { break }
            t -= error / slope
            // Outside [0, 1] x(t) may fold back and Newton find a root of the cubic that is not
            // on the curve: leave it to bisection.
            if !(0...1).contains(t) { break }
        }
        var lower = 0.0
        var upper = 1.0
        t = min(max(x, lower), upper)
        for _ in 0..<CubicSolver.bisectionMaxIterations {
            let sample = sampleX(t)
            if abs(sample - x) < tolerance { return t }
            if sample < x { lower = t } else { upper = t }
            t = (lower + upper) / 2
        }
        return t
    }

    /// y at `progress` (clamped to [0, 1]), before quantisation, with x solved to `tolerance`.
    @inlinable
    package func unquantisedValue(at progress: Double, tolerance: Double = CubicSolver.preciseSolveTolerance) -> Double {
        sampleY(solveT(forX: min(max(progress, 0), 1), tolerance: tolerance))
    }

    /// y at `progress` (clamped to [0, 1]) as SwiftUI computes it: x solved to 2⁻²⁰, the result
    /// rounded to the 2⁻²⁰ grid (SEMANTICS.md, "Timing curves").
    @inlinable
    package func value(at progress: Double) -> Double {
        CubicSolver.quantise(unquantisedValue(at: progress, tolerance: CubicSolver.swiftUISolveTolerance))
    }

    /// dy/dx at `progress` (clamped to [0, 1]), rounded to the 2⁻²⁰ grid: 1 when dy/dt and
    /// dx/dt are exactly equal, ±∞ when only dx/dt is 0 (SEMANTICS.md, "Timing curves", [O]).
    @inlinable
    package func velocity(at progress: Double) -> Double {
        let t = solveT(forX: min(max(progress, 0), 1))
        let dx = sampleDerivativeX(t)
        let dy = sampleDerivativeY(t)
        if dx == dy { return 1 }
        if dx == 0 { return dy < 0 ? -.infinity : .infinity }
        return CubicSolver.quantise(dy / dx)
    }

    /// Rounds to the nearest multiple of 2⁻²⁰ (ties away from zero, as C's `round`).
    @inlinable
    package static func quantise(_ value: Double) -> Double {
        (value / outputQuantum).rounded() * outputQuantum
    }
}
