import Foundation

// Closed forms of the circular curves, from SEMANTICS.md, "Timing curves" ([O] `UnitCurve.swift`).
// p is progress, clamped to [0, 1] (outside it the square roots are undefined); results are
// not quantised (only the Bézier solver quantises).

extension UnitCurve {
    @inlinable
    static func clampedProgress(_ progress: Double) -> Double { min(max(progress, 0), 1) }

    /// 1 − √(1 − p²).
    @inlinable
    static func circularEaseInValue(_ progress: Double) -> Double {
        let p = clampedProgress(progress)
        return 1 - (1 - p * p).squareRoot()
    }

    /// |p / √(1 − p²)|; +∞ at p = 1.
    @inlinable
    static func circularEaseInVelocity(_ progress: Double) -> Double {
        let p = clampedProgress(progress)
        return abs(p / (1 - p * p).squareRoot())
    }

    /// √(1 − (1 − p)²).
    @inlinable
    static func circularEaseOutValue(_ progress: Double) -> Double {
        let q = 1 - clampedProgress(progress)
        return (1 - q * q).squareRoot()
    }

    /// |(p − 1) / √((2 − p)·p)|; +∞ at p = 0.
    @inlinable
    static func circularEaseOutVelocity(_ progress: Double) -> Double {
        let p = clampedProgress(progress)
        return abs((p - 1) / ((2 - p) * p).squareRoot())
    }

    /// (1 − √(1 − 4p²)) / 2 for p < ½, (√((8 − 4p)·p − 3) + 1) / 2 otherwise.
    @inlinable
    static func circularEaseInOutValue(_ progress: Double) -> Double {
        let p = clampedProgress(progress)
        if p < 0.5 { return (1 - (1 - 4 * p * p).squareRoot()) / 2 }
        return (max((8 - 4 * p) * p - 3, 0).squareRoot() + 1) / 2
    }

    /// The derivative of `circularEaseInOutValue`: 2p / √(1 − 4p²) for p < ½,
    /// 2(1 − p) / √((8 − 4p)·p − 3) otherwise; +∞ at p = ½.
    @inlinable
    static func circularEaseInOutVelocity(_ progress: Double) -> Double {
        let p = clampedProgress(progress)
        if p < 0.5 { return 2 * p / (1 - 4 * p * p).squareRoot() }
        return 2 * (1 - p) / max((8 - 4 * p) * p - 3, 0).squareRoot()
    }
}
