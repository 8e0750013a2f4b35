import Foundation

extension CGRect: Animatable {
    /// The rectangle as a pair (origin, size), each a pair of points, not scaled [A].
    @inlinable
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}
