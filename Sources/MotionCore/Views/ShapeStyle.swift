import Foundation
import MotionAnimation
import TraceFormat

/// A colour or pattern to fill or stroke with [A]. A `Color` (or `.primary`/`.secondary`) is
/// recorded as an animatable colour; other styles (gradients, materials) as styling.
public protocol ShapeStyle {}

extension Color: ShapeStyle {}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var white: Color { Color.white }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
}

/// The foreground levels `.primary`, `.secondary`, … [A], resolved to light-mode colours.
public struct HierarchicalShapeStyle: ShapeStyle, Sendable, CustomStringConvertible {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    public var description: String { [".primary", ".secondary", ".tertiary", ".quaternary"][level] }

    /// Light mode: primary black; the others the secondary grey at decreasing opacity
    /// (0.6, 0.3, 0.18) [GUESS, after Apple's label colours].
    var color: Color.Resolved {
        level == 0 ? Color.primary.resolvedValue : Color.secondary.opacity([1, 1, 0.5, 0.3][level]).resolvedValue
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The current foreground style [A].
public struct ForegroundStyle: ShapeStyle, CustomStringConvertible {
    public init() {}
    public var description: String { ".foreground" }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The current background style [A].
public struct BackgroundStyle: ShapeStyle, CustomStringConvertible {
    public init() {}
    public var description: String { ".background" }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The tint colour [A].
public struct TintShapeStyle: ShapeStyle, CustomStringConvertible {
    public init() {}
    public var description: String { ".tint" }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A blur material [A].
public struct Material: ShapeStyle, Sendable, CustomStringConvertible {
    public let description: String
    public static let ultraThinMaterial = Material(description: ".ultraThinMaterial")
    public static let thinMaterial = Material(description: ".thinMaterial")
    public static let regularMaterial = Material(description: ".regularMaterial")
    public static let thickMaterial = Material(description: ".thickMaterial")
    public static let ultraThickMaterial = Material(description: ".ultraThickMaterial")
    public static let bar = Material(description: ".bar")
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

/// A type-erased style [A].
public struct AnyShapeStyle: ShapeStyle, CustomStringConvertible {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = style }
    public var description: String { String(describing: base) }
}

extension ShapeStyle {
    /// The style at `opacity` (0–1) [A]: a colour style stays a traced colour with its opacity
    /// multiplied (`.secondary.opacity(0.5)`); other styles are recorded as
    /// `.tint.opacity(0.15)`.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }

    /// The style with a shadow [A]; recorded as `.shadow(.drop(radius: 4))` after the style.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ShadowShapeStyle(base: self, shadow: style)
    }
}

/// A style at an opacity, the result of `opacity(_:)` on a style [A].
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ColorResolvingStyle, CustomStringConvertible {
    let base: Base
    let opacity: Double

    public var description: String { "\(base).opacity(\(describe(opacity)))" }

    var resolvedColor: Color.Resolved? {
        guard var color = ShapeStyleResolution.color(of: base) else { return nil }
        color.opacity *= Float(opacity)
        return color
    }
}

/// A style with a shadow, the result of `shadow(_:)` on a style [A]; recorded only.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, CustomStringConvertible {
    let base: Base
    let shadow: ShadowStyle
    public var description: String { "\(base).shadow(\(shadow))" }
}

/// A drop or inner shadow of a style [A]; recorded only. The default colour is SwiftUI's black
/// at 33 % opacity in linear sRGB.
public struct ShadowStyle: Equatable, Sendable, CustomStringConvertible {
    public let description: String

    /// A shadow below the style, `radius` and offset in points [A].
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(description: ".drop(radius: \(describe(Double(radius))))")
    }

    /// A shadow inside the style, `radius` and offset in points [A].
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(description: ".inner(radius: \(describe(Double(radius))))")
    }
}

/// A style that may stand for a colour (read by `ShapeStyleResolution`).
protocol ColorResolvingStyle {
    /// The light-mode colour the style shows, or nil when it is not a colour.
    var resolvedColor: Color.Resolved? { get }
}

/// Reading a colour out of a style.
enum ShapeStyleResolution {
    /// The light-mode colour of `style` when it is one (`Color`, `.primary`, …), else `nil`.
    static func color(of style: any ShapeStyle) -> Color.Resolved? {
        switch style {
        case let color as Color: color.resolvedValue
        case let level as HierarchicalShapeStyle: level.color
        case let erased as AnyShapeStyle: color(of: erased.base)
        case let resolving as ColorResolvingStyle: resolving.resolvedColor
        default: nil
        }
    }

    /// The attachment of `property` for a colour style, or a styling record.
    static func attachment(_ property: TraceProperty, _ style: any ShapeStyle, _ transaction: Transaction) -> Attachment {
        if let color = color(of: style) {
            return .property(Traced(property, TracedColor(color: color)), transaction)
        }
        return .style("\(property.name)(\(style))")
    }
}
