import Foundation
import MotionAnimation
import TraceFormat

extension View {
    /// Sets the transparency: property `opacity` [`value`], 0–1 [A].
    public func opacity(_ opacity: Double) -> some View {
        traced(.opacity, scalar: opacity)
    }

    /// Scales the view: property `scaleEffect` [`x`, `y`], factors [A].
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        traced(.scaleEffect, TracedPoint(x: scale.width, y: scale.height, anchor: anchor)).anchored(anchor)
    }

    /// Scales the view uniformly: property `scaleEffect` [`x`, `y`] [A].
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        traced(.scaleEffect, TracedPoint(x: s, y: s, anchor: anchor)).anchored(anchor)
    }

    /// Scales the view along each axis: property `scaleEffect` [`x`, `y`] [A].
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        traced(.scaleEffect, TracedPoint(x: x, y: y, anchor: anchor)).anchored(anchor)
    }

    /// Rotates the view: property `rotationEffect` [`degrees`] [A].
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        traced(.rotationEffect, angle).anchored(anchor)
    }

    /// Rotates the view in 3D: property `rotation3DEffect` [`degrees`, `x`, `y`, `z`] (angle and
    /// axis) [A].
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        traced(.rotation3DEffect, TracedRotation3D(angle: angle, axis: axis)).anchored(anchor, perspective: Double(perspective))
    }

    /// Moves the view: property `offset` [`x`, `y`], points [A].
    public func offset(_ offset: CGSize) -> some View {
        traced(.offset, TracedPoint(x: offset.width, y: offset.height))
    }

    /// Moves the view: property `offset` [`x`, `y`], points [A].
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        traced(.offset, TracedPoint(x: x, y: y))
    }

    /// Places the view's centre: property `position` [`x`, `y`], points; in layout the view
    /// takes the whole proposal and its content is centred on the point [A].
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Places the view's centre: property `position` [`x`, `y`], points [A].
    public func position(_ position: CGPoint) -> some View {
        laidOut(.position(position)).traced(.position, TracedPoint(x: position.x, y: position.y))
    }

    /// Blurs the view: property `blur` [`radius`], points [A].
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        traced(.blur, scalar: Double(radius))
    }

    /// Brightens the view: property `brightness` [`value`] [A].
    public func brightness(_ amount: Double) -> some View {
        traced(.brightness, scalar: amount)
    }

    /// Changes the saturation: property `saturation` [`value`] [A].
    public func saturation(_ amount: Double) -> some View {
        traced(.saturation, scalar: amount)
    }

    /// Changes the contrast: property `contrast` [`value`] [A].
    public func contrast(_ amount: Double) -> some View {
        traced(.contrast, scalar: amount)
    }

    /// Removes colour: property `grayscale` [`value`], 0–1 [A].
    public func grayscale(_ amount: Double) -> some View {
        traced(.grayscale, scalar: amount)
    }

    /// Rotates the hues: property `hueRotation` [`degrees`] [A].
    public func hueRotation(_ angle: Angle) -> some View {
        traced(.hueRotation, angle)
    }

    /// Adds a shadow: property `shadow` [`radius`, `x`, `y`, `red`, `green`, `blue`, `opacity`];
    /// SwiftUI's default colour is black at 33 % opacity in linear sRGB [A].
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        traced(.shadow, TracedShadow(radius: radius, x: x, y: y, color: color.resolvedValue))
    }
}

extension View {
    /// Records, for the trace's scene, the unit point an effect turns about (the centre is not
    /// recorded) and a 3D rotation's perspective.
    func anchored(_ anchor: UnitPoint, perspective: Double? = nil) -> some View {
        modifier(AttachingModifier { _ in
            .scene { traits in
                if anchor != .center { traits.anchor = anchor }
                if let perspective { traits.perspective = perspective }
            }
        })
    }

    /// Records, for the trace's scene, the shape the view's content is clipped to.
    func clippedInScene(_ kind: Trace.SceneNodeKind, cornerRadius: Double? = nil) -> some View {
        modifier(AttachingModifier { _ in
            .scene { traits in
                traits.clip = kind
                traits.clipCornerRadius = cornerRadius
            }
        })
    }
}
