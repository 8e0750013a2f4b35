import Foundation

extension CGSize: Animatable {
    /// The size as a pair (width, height), in points, not scaled (SEMANTICS.md, "Animatable math") [A].
    @inlinable
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}
