import Foundation
import MotionAnimation

/// The shape of a bordered button's border [A] (a shape itself since iOS 17): `.capsule`,
/// `.circle`, `.roundedRectangle` (8-point corners), `.roundedRectangle(radius:)`, and
/// `.automatic` (drawn as `.roundedRectangle`) [GUESS: the system's radius and its automatic
/// choice are not documented]. The scene draws it as the shape it names.
public struct ButtonBorderShape: InsettableShape, Equatable, Sendable, CustomStringConvertible {
    let name: String
    /// The corner radius, points; nil for a capsule or circle.
    let radius: CGFloat?

    public static let automatic = ButtonBorderShape(name: ".automatic", radius: 8)
    public static let capsule = ButtonBorderShape(name: ".capsule", radius: nil)
    public static let circle = ButtonBorderShape(name: ".circle", radius: nil)
    public static let roundedRectangle = ButtonBorderShape(name: ".roundedRectangle", radius: 8)
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(name: ".roundedRectangle(radius: \(describe(Double(radius))))", radius: radius)
    }

    public var description: String { name }

    public func path(in rect: CGRect) -> Path {
        switch name {
        case ".capsule": Capsule().path(in: rect)
        case ".circle": Circle().path(in: rect)
        default: Path(roundedRect: rect, cornerRadius: radius ?? 0)
        }
    }

    public func inset(by amount: CGFloat) -> ButtonBorderShape { self }

    /// How the scene draws it.
    var sceneTraits: SceneTraits {
        switch name {
        case ".capsule": SceneTraits.shape(Capsule())
        case ".circle": SceneTraits.shape(Circle())
        default: SceneTraits.shape(RoundedRectangle(cornerRadius: radius ?? 0))
        }
    }
}

extension Shape where Self == ButtonBorderShape {
    /// The border shape buttons take [A]: `.automatic` (`buttonBorderShape` is recorded, not
    /// read back).
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

extension View {
    /// The border shape of bordered buttons below [A]; recorded (`buttonBorderShape(.capsule)`).
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { styled("buttonBorderShape(\(shape))") }
}

/// What a shape is for, which styles read [A].
public enum ShapeRole: Hashable, Sendable {
    case fill, stroke, separator
}

extension Shape {
    /// What the shape is for [A]: `.fill` unless the shape says otherwise.
    public static var role: ShapeRole { .fill }
}
