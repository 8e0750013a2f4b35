import Foundation

/// UIKit's font, as far as SwiftUI code hands it to `Font(_:)` [A `UIFont`]: a point size, a
/// weight and, for Dynamic Type fonts, a text style (sizes at the default setting, Large, as
/// `Font`'s). Nothing is rendered.
open class UIFont: @unchecked Sendable {
    /// The point size [A `pointSize`].
    public let pointSize: CGFloat
    let weight: Weight
    let textStyle: Font.TextStyle?

    init(pointSize: CGFloat, weight: Weight, textStyle: Font.TextStyle?) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The system font of a size and weight [A `systemFont(ofSize:weight:)`].
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, textStyle: nil)
    }

    /// The regular system font of a size [A `systemFont(ofSize:)`].
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font of a size [A `boldSystemFont(ofSize:)`].
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The Dynamic Type font of a text style at the default size (Large) [A
    /// `preferredFont(forTextStyle:)`].
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(pointSize: style.fontStyle.pointSize, weight: .regular, textStyle: style.fontStyle)
    }

    /// A weight, as UIKit's numbers (−0.8 ultra light … 0.62 black) [A `UIFont.Weight`].
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// SwiftUI's weight of the same name; the nearest one for other values.
        var fontWeight: Font.Weight {
            let weights: [(Weight, Font.Weight)] = [
                (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
                (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
            ]
            return weights.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    /// A Dynamic Type text style [A `UIFont.TextStyle`].
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's text style of the same role (`body` for an unknown one).
        var fontStyle: Font.TextStyle {
            let styles: [TextStyle: Font.TextStyle] = [
                .largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3, .headline: .headline,
                .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote,
                .caption1: .caption, .caption2: .caption2,
            ]
            return styles[self] ?? .body
        }
    }
}

extension Font {
    /// A font of a UIKit font [A `init(_:)` taking a `UIFont`]: a Dynamic Type font is
    /// `.system(.STYLE)`, another `.system(size:weight:)`; layout measures text with its size.
    public init(_ font: UIFont) {
        if let style = font.textStyle {
            self = .system(style)
        } else {
            self = .system(size: font.pointSize, weight: font.weight.fontWeight)
        }
    }
}
