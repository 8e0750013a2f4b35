import Foundation
import MotionAnimation

/// A font [A]: recorded by its description (`font(.title)`), never rendered.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    /// The point size layout measures text with: a text style's size at the default Dynamic
    /// Type setting (Large), or the size given (HIG "Typography") [A].
    let pointSize: CGFloat

    init(_ description: String, size: CGFloat) {
        self.description = description
        self.pointSize = size
    }

    public static let largeTitle = Font(".largeTitle", size: 34)
    public static let title = Font(".title", size: 28)
    public static let title2 = Font(".title2", size: 22)
    public static let title3 = Font(".title3", size: 20)
    public static let headline = Font(".headline", size: 17)
    public static let subheadline = Font(".subheadline", size: 15)
    public static let body = Font(".body", size: 17)
    public static let callout = Font(".callout", size: 16)
    public static let footnote = Font(".footnote", size: 13)
    public static let caption = Font(".caption", size: 12)
    public static let caption2 = Font(".caption2", size: 11)

    /// A system font of a size [A].
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(".system(size: \(AnimationNumberFormat.string(Double(size)))\(weight.map { ", weight: \($0)" } ?? "")\(design.map { ", design: .\($0)" } ?? ""))", size: size)
    }

    /// A system font of a text style [A].
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(".system(.\(style.rawValue)\(weight.map { ", weight: \($0)" } ?? ""))", size: style.pointSize)
    }

    /// A custom font [A].
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(".custom(\"\(name)\", size: \(AnimationNumberFormat.string(Double(size))))", size: size)
    }

    public func weight(_ weight: Font.Weight) -> Font { Font(description + ".weight(\(weight))", size: pointSize) }
    public func bold() -> Font { Font(description + ".bold()", size: pointSize) }
    public func italic() -> Font { Font(description + ".italic()", size: pointSize) }
    public func monospaced() -> Font { Font(description + ".monospaced()", size: pointSize) }
    public func monospacedDigit() -> Font { Font(description + ".monospacedDigit()", size: pointSize) }

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
