import Foundation
import MotionAnimation

/// A modifier that moves, scales or turns its view by a transform computed from the view's
/// size [A]: `effectValue(size:)`, re-evaluated every frame while its `animatableData`
/// animates (the data is the modifier's property, named after its type, as for any
/// `Animatable` modifier). Like `visualEffect` it does not change layout.
///
/// The transform lands as the view's `scaleEffect`, `rotationEffect` and `offset`: its affine
/// part is split into a scale along the axes, then a turn, then a move, all about the view's
/// centre (the offset takes up the difference from SwiftUI's origin at the top-leading corner),
/// so the trace and the scene show what the transform does. A shear cannot be split this way
/// (the y scale is what keeps the area), and the perspective row is not drawn (ours).
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The transform of a view of `size` points, about its top-leading corner [A].
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public func body(content: Content) -> some View {
        let effect = self
        return content.modifier(VisualEffectModifier(effect: { empty, proxy, _ in
            empty.projection(effect.effectValue(size: proxy.size).affine, size: proxy.size)
        }))
    }

    /// The same effect, kept out of layout [A] (a geometry effect never changes layout here).
    public func ignoredByLayout() -> Self { self }
}

extension VisualEffect {
    /// `transform` about the top-leading corner of a view of `size` as a scale and a turn about
    /// its centre, then an offset.
    func projection(_ transform: CGAffineTransform, size: CGSize) -> VisualEffectChain {
        let scaleX = hypot(transform.a, transform.b)
        let angle = atan2(transform.b, transform.a)
        let scaleY = scaleX == 0 ? hypot(transform.c, transform.d) : (transform.a * transform.d - transform.b * transform.c) / scaleX
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        let moved = centre.applying(transform)
        return scaleEffect(CGSize(width: scaleX, height: scaleY))
            .rotationEffect(.radians(Double(angle)))
            .offset(x: moved.x - centre.x, y: moved.y - centre.y)
    }
}
