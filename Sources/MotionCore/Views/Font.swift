import Foundation

/// A font [A]: recorded by its description (`font(.title)`), never rendered.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    public static let largeTitle = Font(".largeTitle")
    public static let title = Font(".title")
    public static let title2 = Font(".title2")
    public static let title3 = Font(".title3")
    public static let headline = Font(".headline")
    public static let subheadline = Font(".subheadline")
    public static let body = Font(".body")
    public static let callout = Font(".callout")
    public static let footnote = Font(".footnote")
    public static let caption = Font(".caption")
    public static let caption2 = Font(".caption2")

    /// A system font of a size [A].
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(".system(size: \(AnimationNumberFormat.string(Double(size)))\(weight.map { ", weight: \($0)" } ?? ""))")
    }

    /// A system font of a text style [A].
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(".system(.\(style.rawValue)\(weight.map { ", weight: \($0)" } ?? ""))")
    }

    /// A custom font [A].
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(".custom(\"\(name)\", size: \(AnimationNumberFormat.string(Double(size))))")
    }

    public func weight(_ weight: Font.Weight) -> Font { Font(description + ".weight(\(weight))") }
    public func bold() -> Font { Font(description + ".bold()") }
    public func italic() -> Font { Font(description + ".italic()") }
    public func monospaced() -> Font { Font(description + ".monospaced()") }
    public func monospacedDigit() -> Font { Font(description + ".monospacedDigit()") }

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
    }
}
