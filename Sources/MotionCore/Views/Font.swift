import Foundation
import MotionAnimation

/// A font [A]: recorded by its description (`font(.title)`), never rendered.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    /// The point size layout measures text with: a text style's size at the default Dynamic
    /// Type setting (Large), or the size given (HIG "Typography") [A].
    let pointSize: CGFloat
    /// What `Font.Resolved` reports: weight, width, leading and the traits set (`Font+Traits.swift`).
    var traits = Traits()

    init(_ description: String, size: CGFloat, traits: Traits = Traits()) {
        self.description = description
        self.pointSize = size
        self.traits = traits
    }

    public static let largeTitle = Font(".largeTitle", size: 34)
    public static let title = Font(".title", size: 28)
    public static let title2 = Font(".title2", size: 22)
    public static let title3 = Font(".title3", size: 20)
    public static let headline = Font(".headline", size: 17, traits: Traits(weight: .semibold))
    public static let subheadline = Font(".subheadline", size: 15)
    public static let body = Font(".body", size: 17)
    public static let callout = Font(".callout", size: 16)
    public static let footnote = Font(".footnote", size: 13)
    public static let caption = Font(".caption", size: 12)
    public static let caption2 = Font(".caption2", size: 11)

    /// A system font of a size [A].
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(".system(size: \(AnimationNumberFormat.string(Double(size)))\(weight.map { ", weight: \($0)" } ?? ""))", size: size, traits: Traits(weight: weight, design: design))
    }

    /// A system font of a text style [A].
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(".system(.\(style.rawValue)\(weight.map { ", weight: \($0)" } ?? ""))", size: style.pointSize, traits: Traits(weight: weight ?? (style == .headline ? .semibold : nil), design: design))
    }

    /// A custom font [A].
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(".custom(\"\(name)\", size: \(AnimationNumberFormat.string(Double(size))))", size: size)
    }

    public func weight(_ weight: Font.Weight) -> Font { adding(".weight(\(weight))") { $0.weight = weight } }
    public func bold() -> Font { adding(".bold()") { $0.isBold = true } }
    public func italic() -> Font { adding(".italic()") { $0.isItalic = true } }
    public func monospaced() -> Font { adding(".monospaced()") { $0.isMonospaced = true } }
    public func monospacedDigit() -> Font { adding(".monospacedDigit()") { _ in } }

    /// This font with `suffix` added to its description, its traits changed by `change` and its
    /// point size `size` (the same when nil).
    func adding(_ suffix: String, size: CGFloat? = nil, _ change: (inout Traits) -> Void) -> Font {
        var traits = traits
        change(&traits)
        return Font(description + suffix, size: size ?? pointSize, traits: traits)
    }

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
