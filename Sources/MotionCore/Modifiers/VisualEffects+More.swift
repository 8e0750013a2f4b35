import Foundation
import MotionAnimation

extension VisualEffect {
    /// Scales the view along each axis about `anchor` [A]: the `scaleEffect` property, as the
    /// view modifier of the same name.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> VisualEffectChain {
        traced(.scaleEffect, TracedPoint(x: x, y: y, anchor: anchor))
    }

    /// Composites the view with `blendMode` [A]; recorded as the view modifier records it.
    public func blendMode(_ blendMode: BlendMode) -> VisualEffectChain {
        adding { _ in .style("blendMode(.\(blendMode))") }
    }
}
