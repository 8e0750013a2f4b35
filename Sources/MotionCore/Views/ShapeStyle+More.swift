import Foundation
import MotionAnimation

// More of `ShapeStyle`'s members [A]. The system colours (`.separator`, `.link`,
// `.placeholder`, `.fill`) are traced colours with their light-mode values, the same as UIKit's
// (`UIKit/UIColor+System.swift`); the other styles are recorded on the node by description
// (`fill(.linearGradient(red.gradient))`).

/// A style recorded by its description: gradients from an `AnyGradient`, a style's levels,
/// a style with a blend mode. A colour base stays its colour (`.in(_:)`).
public struct _RecordedShapeStyle: ShapeStyle, ColorResolvingStyle, CustomStringConvertible {
    public let description: String
    let color: Color.Resolved?

    init(_ description: String, color: Color.Resolved? = nil) {
        self.description = description
        self.color = color
    }

    var resolvedColor: Color.Resolved? { color }
}

extension ShapeStyle where Self == _RecordedShapeStyle {
    /// `gradient` drawn between two unit points [A].
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> some ShapeStyle {
        _RecordedShapeStyle(".linearGradient(\(gradient))")
    }
    /// `gradient` drawn in circles about `center` [A].
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) -> some ShapeStyle {
        _RecordedShapeStyle(".radialGradient(\(gradient))")
    }
    /// `gradient` drawn around `center` between two angles [A].
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle) -> some ShapeStyle {
        _RecordedShapeStyle(".angularGradient(\(gradient))")
    }
    /// `gradient` drawn once around `center` from `angle` [A].
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> some ShapeStyle {
        _RecordedShapeStyle(".conicGradient(\(gradient))")
    }
    /// `gradient` drawn in ellipses fitted to the shape [A].
    public static func ellipticalGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> some ShapeStyle {
        _RecordedShapeStyle(".ellipticalGradient(\(gradient))")
    }
    /// The foreground style drawn with `mode` [A].
    public static func blendMode(_ mode: BlendMode) -> some ShapeStyle { _RecordedShapeStyle(".blendMode(.\(mode))") }
    /// The foreground style with a shadow [A].
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { _RecordedShapeStyle(".shadow(\(style))") }
}

extension ShapeStyle {
    /// The style's second, third, fourth and fifth levels [A] (`Color.red.secondary`); recorded.
    public var secondary: some ShapeStyle { _RecordedShapeStyle("\(self).secondary") }
    public var tertiary: some ShapeStyle { _RecordedShapeStyle("\(self).tertiary") }
    public var quaternary: some ShapeStyle { _RecordedShapeStyle("\(self).quaternary") }
    public var quinary: some ShapeStyle { _RecordedShapeStyle("\(self).quinary") }

    /// The style resolved relative to `rect` rather than to the shape [A]: a colour is the same
    /// colour; other styles are recorded.
    public func `in`(_ rect: CGRect) -> some ShapeStyle {
        _RecordedShapeStyle("\(self).in(\(describe(Double(rect.minX))), \(describe(Double(rect.minY))), \(describe(Double(rect.width))), \(describe(Double(rect.height))))",
            color: ShapeStyleResolution.color(of: self))
    }
}

/// A system colour as a style [A]: `.separator`, `.link`, `.placeholder`, `.fill` (traced
/// colours); `.selection`, `.windowBackground` (recorded: the selection and window colours of
/// other platforms). Each is its own type (`FillShapeStyle()` is `.fill`), told apart by `Role`.
public struct SystemColorShapeStyle<Role: _SystemColorRole>: ShapeStyle, ColorResolvingStyle, CustomStringConvertible {
    /// The style of `Role`'s system colour [A].
    public init() {}
    public var description: String { ".\(Role.name)" }
    var resolvedColor: Color.Resolved? { Role.color.map { Color(uiColor: $0).resolvedValue } }
}

/// Which system colour a `SystemColorShapeStyle` is: its name and its `UIColor` (nil: recorded).
public protocol _SystemColorRole: Sendable {
    static var name: String { get }
    static var color: UIColor? { get }
}

public enum _SeparatorColorRole: _SystemColorRole {
    public static var name: String { "separator" }
    public static var color: UIColor? { .separator }
}
public enum _LinkColorRole: _SystemColorRole {
    public static var name: String { "link" }
    public static var color: UIColor? { .link }
}
public enum _PlaceholderColorRole: _SystemColorRole {
    public static var name: String { "placeholder" }
    public static var color: UIColor? { .placeholderText }
}
public enum _FillColorRole: _SystemColorRole {
    public static var name: String { "fill" }
    public static var color: UIColor? { .systemFill }
}
public enum _SelectionColorRole: _SystemColorRole {
    public static var name: String { "selection" }
    public static var color: UIColor? { nil }
}
public enum _WindowBackgroundColorRole: _SystemColorRole {
    public static var name: String { "windowBackground" }
    public static var color: UIColor? { nil }
}

public typealias SeparatorShapeStyle = SystemColorShapeStyle<_SeparatorColorRole>
public typealias LinkShapeStyle = SystemColorShapeStyle<_LinkColorRole>
public typealias PlaceholderTextShapeStyle = SystemColorShapeStyle<_PlaceholderColorRole>
public typealias FillShapeStyle = SystemColorShapeStyle<_FillColorRole>
public typealias SelectionShapeStyle = SystemColorShapeStyle<_SelectionColorRole>
public typealias WindowBackgroundShapeStyle = SystemColorShapeStyle<_WindowBackgroundColorRole>

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// Lines between content: `UIColor.separator` [A].
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
extension ShapeStyle where Self == LinkShapeStyle {
    /// Links: `UIColor.link` [A].
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}
extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// Placeholder text: `UIColor.placeholderText` [A].
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
extension ShapeStyle where Self == FillShapeStyle {
    /// The fill of thin shapes: `UIColor.systemFill` [A].
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
extension ShapeStyle where Self == SelectionShapeStyle {
    /// Selected content [A]; recorded.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// A window's background [A]; recorded.
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

/// An image repeated to fill a shape [A]; recorded.
public struct ImagePaint: ShapeStyle, CustomStringConvertible {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    public var description: String { ".image(Image(\(image.name)))" }
}

extension ShapeStyle where Self == ImagePaint {
    /// An image repeated to fill a shape [A].
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
