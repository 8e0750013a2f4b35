extension UnitCurve {
    /// The curve as a SwiftUI author writes it, for `timingCurve(_:duration:)` descriptions:
    /// `.linear`, `.easeIn`, `.easeOut`, `.easeInOut`, `.circularEaseIn`, `.circularEaseOut`,
    /// `.circularEaseInOut`, else
    /// `.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.2), endControlPoint: UnitPoint(x: 0.3, y: 0.4))`.
    var animationDescription: String {
        switch function {
        case .linear: return ".linear"
        case .circularEaseIn: return ".circularEaseIn"
        case .circularEaseOut: return ".circularEaseOut"
        case .circularEaseInOut: return ".circularEaseInOut"
        case .bezier(let solver):
            for (name, curve) in [
                ("easeIn", UnitCurve.easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
            ] where curve == self {
                return "." + name
            }
            func point(_ p: UnitPoint) -> String {
                "UnitPoint(x: \(AnimationNumberFormat.string(Double(p.x))), "
                    + "y: \(AnimationNumberFormat.string(Double(p.y))))"
            }
            return ".bezier(startControlPoint: \(point(solver.startControlPoint)), "
                + "endControlPoint: \(point(solver.endControlPoint)))"
        }
    }
}
