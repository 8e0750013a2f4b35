import Foundation

// The static members that name a shape where one is expected (`.clipShape(.rect(cornerRadius: 12))`,
// `.background(.blue, in: .capsule)`), declared as SwiftUI declares them [A]: each is the
// shape type's own initialiser, so a `.rect(cornerRadius:)` animates its corner size like a
// `RoundedRectangle` does.

extension Shape where Self == Rectangle {
    /// A rectangle [A].
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners of `cornerRadius` points [A].
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with rounded corners of `cornerSize` points [A].
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius per corner [A] (iOS 17).
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with a radius per corner, in points [A] (iOS 17).
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius,
            topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle [A].
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule [A].
    public static var capsule: Capsule { Capsule() }

    /// A capsule with corners of `style` [A].
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse [A].
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// The shape of the container the view is in [A].
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
