import Foundation

extension CGPoint: Animatable {
    /// The point as a pair (x, y), in points, not scaled (SEMANTICS.md, "Animatable math") [A].
    @inlinable
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
