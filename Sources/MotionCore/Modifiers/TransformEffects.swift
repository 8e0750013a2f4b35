import Foundation
import MotionAnimation

// A fixed transform of how a view is drawn [A], as SwiftUI's own geometry effects: it lands as
// the view's `scaleEffect`, `rotationEffect` and `offset` (`GeometryEffect.swift`), without
// changing layout.

/// A constant transform as a geometry effect.
struct FixedTransformEffect: GeometryEffect {
    let transform: ProjectionTransform
    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
    func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

extension View {
    /// Draws the view through `transform`, about its top-leading corner [A].
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(FixedTransformEffect(transform: ProjectionTransform(transform)))
    }

    /// Draws the view through `transform` [A]; its perspective row is not drawn (`GeometryEffect`).
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(FixedTransformEffect(transform: transform))
    }

    /// Primary, secondary and tertiary foreground styles: recorded [A].
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        styled("foregroundStyle(\(primary), \(secondary), \(tertiary))")
    }
}
