/// A function from progress in [0, 1] to a value, the shape of a timing curve (iOS 17)
/// [A `UnitCurve`].
///
/// Bézier curves are evaluated with `CubicSolver` (x of the control points clamped to [0, 1],
/// progress clamped, output on the 2⁻²⁰ grid); the circular curves with their closed forms
/// (`UnitCurve+Circular.swift`); `linear` returns progress unchanged (SEMANTICS.md, "Timing curves").
@frozen
public struct UnitCurve: Hashable, Sendable {
    /// What the curve is.
    @usableFromInline
    enum Function: Hashable, Sendable {
        case linear
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        case bezier(CubicSolver)
    }

    @usableFromInline
    let function: Function

    @inlinable
    init(function: Function) { self.function = function }

    /// A cubic Bézier curve from (0, 0) to (1, 1) through the two control points. Their x
    /// components are clamped to [0, 1] when the curve is evaluated; y is not clamped [A].
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(function: .bezier(CubicSolver(startControlPoint: startControlPoint, endControlPoint: endControlPoint)))
    }

    /// The curve's value at `progress` (0 = start, 1 = end).
    @inlinable
    public func value(at progress: Double) -> Double {
        switch function {
        case .linear: return progress
        case .bezier(let solver): return solver.value(at: progress)
        case .circularEaseIn: return UnitCurve.circularEaseInValue(progress)
        case .circularEaseOut: return UnitCurve.circularEaseOutValue(progress)
        case .circularEaseInOut: return UnitCurve.circularEaseInOutValue(progress)
        }
    }

    /// The curve's rate of change (d value / d progress) at `progress`.
    @inlinable
    public func velocity(at progress: Double) -> Double {
        switch function {
        case .linear: return 1
        case .bezier(let solver): return solver.velocity(at: progress)
        case .circularEaseIn: return UnitCurve.circularEaseInVelocity(progress)
        case .circularEaseOut: return UnitCurve.circularEaseOutVelocity(progress)
        case .circularEaseInOut: return UnitCurve.circularEaseInOutVelocity(progress)
        }
    }

    /// The inverse curve (value ↔ progress): a Bézier swaps x and y of both control points;
    /// circular ease-in and ease-out swap; linear and circular ease-in-out map to themselves
    /// (SEMANTICS.md, "Timing curves", [O]).
    public var inverse: UnitCurve {
        switch function {
        case .linear, .circularEaseInOut:
            return self
        case .circularEaseIn:
            return .circularEaseOut
        case .circularEaseOut:
            return .circularEaseIn
        case .bezier(let solver):
            let start = solver.startControlPoint
            let end = solver.endControlPoint
            return .bezier(
                startControlPoint: UnitPoint(x: start.y, y: start.x),
                endControlPoint: UnitPoint(x: end.y, y: end.x))
        }
    }
}
