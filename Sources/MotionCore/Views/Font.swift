import Foundation
import MotionAnimation

/// A font [A]: recorded by its description (`font(.title)`), never rendered.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    /// The point size layout measures text with: a text style's size at the default Dynamic
    /// Type setting (Large), or the size given (HIG "Typography") [A].
    let pointSize: CGFloat
    /// The text style whose size follows the environment's `dynamicTypeSize`; nil for a size
    /// given in points.
    let textStyle: TextStyle?

    init(_ description: String, size: CGFloat, textStyle: TextStyle? = nil) {
        self.description = description
        self.pointSize = size
        self.textStyle = textStyle
    }

    /// A text style's font: its size at Large.
    init(_ description: String, style: TextStyle) {
        self.init(description, size: style.pointSize, textStyle: style)
    }

    public static let largeTitle = Font(".largeTitle", style: .largeTitle)
    public static let title = Font(".title", style: .title)
    public static let title2 = Font(".title2", style: .title2)
    public static let title3 = Font(".title3", style: .title3)
    public static let headline = Font(".headline", style: .headline)
    public static let subheadline = Font(".subheadline", style: .subheadline)
    public static let body = Font(".body", style: .body)
    public static let callout = Font(".callout", style: .callout)
    public static let footnote = Font(".footnote", style: .footnote)
    public static let caption = Font(".caption", style: .caption)
    public static let caption2 = Font(".caption2", style: .caption2)

    /// The point size text in `font` (body text when nil) is measured with in `environment`: a
    /// text style's size at the environment's `dynamicTypeSize` (HIG "Typography", the Dynamic
    /// Type sizes) [A] times the font's `scaled(by:)` factors (its size over the style's at
    /// Large), a size given in points as it is.
    static func size(of font: Font?, in environment: EnvironmentValues) -> CGFloat {
        let font = font ?? .body
        guard let style = font.textStyle else { return font.pointSize }
        return environment.dynamicTypeSize.pointSize(of: style) * (font.pointSize / style.pointSize)
    }

    /// A system font of a size [A].
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(".system(size: \(AnimationNumberFormat.string(Double(size)))\(weight.map { ", weight: \($0)" } ?? "")\(design.map { ", design: .\($0)" } ?? ""))", size: size)
    }

    /// A system font of a text style [A].
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(".system(.\(style.rawValue)\(weight.map { ", weight: \($0)" } ?? ""))", style: style)
    }

    /// A custom font [A].
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(".custom(\"\(name)\", size: \(AnimationNumberFormat.string(Double(size))))", size: size)
    }

    public func weight(_ weight: Font.Weight) -> Font { Font(description + ".weight(\(weight))", size: pointSize, textStyle: textStyle) }
    public func bold() -> Font { Font(description + ".bold()", size: pointSize, textStyle: textStyle) }
    public func italic() -> Font { Font(description + ".italic()", size: pointSize, textStyle: textStyle) }
    public func monospaced() -> Font { Font(description + ".monospaced()", size: pointSize, textStyle: textStyle) }
    public func monospacedDigit() -> Font { Font(description + ".monospacedDigit()", size: pointSize, textStyle: textStyle) }

    /// A font weight [A].
    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        public let description: String
        public static let ultraLight = Weight(description: ".ultraLight")
        public static let thin = Weight(description: ".thin")
        public static let light = Weight(description: ".light")
        public static let regular = Weight(description: ".regular")
        public static let medium = Weight(description: ".medium")
        public static let semibold = Weight(description: ".semibold")
        public static let bold = Weight(description: ".bold")
        public static let heavy = Weight(description: ".heavy")
        public static let black = Weight(description: ".black")
    }

    /// A font design [A].
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A dynamic-type text style [A].
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The point size at the default Dynamic Type setting (Large) [A] HIG "Typography".
        var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
    }
}
