import Foundation

extension UnitPoint: Animatable {
    /// (x · 128, y · 128) (`animatableUnitScale`). Source: SEMANTICS.md, "Animatable math", [O]
    /// `Layout/Geometry/UnitPoint.swift`.
    @inlinable
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x * CGFloat(animatableUnitScale), y * CGFloat(animatableUnitScale)) }
        set {
            x = newValue.first / CGFloat(animatableUnitScale)
            y = newValue.second / CGFloat(animatableUnitScale)
        }
    }
}
