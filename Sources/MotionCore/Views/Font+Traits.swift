import Foundation
import MotionAnimation

// A font's width, leading, weight and traits, what `Font.Resolved` reports of them, and the
// modifiers that set them [A]. None of them is drawn: a text's width is measured from its point
// size alone (`TextMetrics`), so only `pointSize(_:)` and `scaled(by:)`, which change the size,
// change the layout.

extension Font {
    /// What a font's modifiers set, as `Font.Resolved` reports it: read from its description,
    /// which records the font and each modifier in the order applied (`.headline.bold()`,
    /// `.system(size: 12, weight: .light, design: .monospaced).width(.condensed)`).
    struct Traits: Hashable, Sendable {
        var weight: Weight?
        var width: Width?
        var leading: Leading = .standard
        var isBold = false
        var isItalic = false
        var isMonospaced = false
        var isSmallCaps = false
        var isLowercaseSmallCaps = false
        var isUppercaseSmallCaps = false
    }

    var traits: Traits {
        var traits = Traits()
        for (index, (name, argument)) in Font.calls(in: description).enumerated() {
            let on = argument != "false"
            switch name {
            case "headline" where index == 0: traits.weight = .semibold
            case "system" where index == 0:
                traits.weight = Font.value(named: "weight", in: argument).flatMap(Weight.named) ?? (argument.hasPrefix(".headline") ? .semibold : nil)
                traits.isMonospaced = Font.value(named: "design", in: argument) == ".monospaced"
            case "weight": traits.weight = Weight.named(argument)
            case "bold": traits.isBold = on
            case "italic": traits.isItalic = on
            case "monospaced": traits.isMonospaced = on
            case "width": traits.width = Width.named(argument)
            case "leading": traits.leading = [".tight": Leading.tight, ".loose": .loose][argument] ?? .standard
            case "smallCaps": traits.isSmallCaps = true
            case "lowercaseSmallCaps": traits.isLowercaseSmallCaps = on
            case "uppercaseSmallCaps": traits.isUppercaseSmallCaps = on
            default: break
            }
        }
        return traits
    }

    /// The calls a description is made of, `.name(argument)` (the argument empty without
    /// parentheses), quoted strings kept whole.
    static func calls(in description: String) -> [(name: String, argument: String)] {
        var calls: [(String, String)] = []
        var characters = Substring(description)
        while characters.first == "." {
            characters.removeFirst()
            let name = characters.prefix { $0.isLetter || $0.isNumber }
            characters.removeFirst(name.count)
            var argument = ""
            if characters.first == "(" {
                var depth = 0, quoted = false
                while let character = characters.first {
                    characters.removeFirst()
                    if character == "\"" { quoted.toggle() }
                    if !quoted, character == "(" { depth += 1; if depth == 1 { continue } }
                    if !quoted, character == ")" { depth -= 1; if depth == 0 { break } }
                    argument.append(character)
                }
            }
            calls.append((String(name), argument))
        }
        return calls
    }

    /// The value after `label: ` in a call's argument, up to the next comma.
    static func value(named label: String, in argument: String) -> String? {
        guard let range = argument.range(of: "\(label): ") else { return nil }
        return String(argument[range.upperBound...].prefix { $0 != "," })
    }

    /// A width of a font that has several [A]; `value` is Core Text's width trait (−1 … 1).
    public struct Width: Hashable, Sendable, CustomStringConvertible {
        /// The width trait [A].
        public var value: CGFloat

        /// A width of `value` [A].
        public init(_ value: CGFloat) { self.value = value }

        /// The standard widths: compressed −0.3, condensed −0.2, standard 0, expanded 0.2
        /// [GUESS: Core Text's width traits; Apple does not document the numbers].
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

        public var description: String {
            switch value {
            case -0.3: ".compressed"
            case -0.2: ".condensed"
            case 0: ".standard"
            case 0.2: ".expanded"
            default: "Font.Width(\(describe(Double(value))))"
            }
        }

        /// The width a description names.
        static func named(_ text: String) -> Width? {
            [Width.compressed, .condensed, .standard, .expanded].first { $0.description == text }
                ?? (text.hasPrefix("Font.Width(") ? Double(text.dropFirst(11).dropLast()).map { Width(CGFloat($0)) } : nil)
        }
    }

    /// The space between lines of a font [A].
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    /// This font in `width` [A]; recorded in its description.
    public func width(_ width: Width) -> Font { adding(".width(\(width))") }

    /// This font with `leading` between its lines [A]; recorded in its description.
    public func leading(_ leading: Leading) -> Font { adding(".leading(.\(leading))") }

    /// This font bold, or not [A].
    public func bold(_ isActive: Bool) -> Font { adding(".bold(\(isActive))") }

    /// This font italic, or not [A].
    public func italic(_ isActive: Bool) -> Font { adding(".italic(\(isActive))") }

    /// This font in its monospaced design, or not [A].
    public func monospaced(_ isActive: Bool) -> Font { adding(".monospaced(\(isActive))") }

    /// This font with every letter as a small capital [A].
    public func smallCaps() -> Font { adding(".smallCaps()") }

    /// This font with lowercase letters as small capitals, or not [A].
    public func lowercaseSmallCaps(_ isActive: Bool) -> Font {
        adding(".lowercaseSmallCaps(\(isActive))")
    }

    /// This font with uppercase letters as small capitals, or not [A].
    public func uppercaseSmallCaps(_ isActive: Bool) -> Font {
        adding(".uppercaseSmallCaps(\(isActive))")
    }

    /// This font at `size` points [A]: text is measured at that size, which no longer follows
    /// the text size (a text style's font stops scaling with Dynamic Type, as Apple documents).
    public func pointSize(_ size: CGFloat) -> Font {
        Font(description + ".pointSize(\(describe(Double(size))))", size: size)
    }

    /// This font at `factor` times its size [A]: multiplies with earlier factors, and a text
    /// style's font keeps following the text size (`Font.size(of:in:)`), `factor` times larger.
    public func scaled(by factor: CGFloat) -> Font {
        adding(".scaled(by: \(describe(Double(factor))))", size: pointSize * factor)
    }

    /// A custom font of a size that Dynamic Type does not change [A]: `size` points.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(".custom(\"\(name)\", fixedSize: \(describe(Double(fixedSize))))", size: fixedSize)
    }

    /// A custom font that scales with `textStyle` [A]: `size` points at the default Dynamic Type
    /// setting (Large), the only one MotionCore has.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(".custom(\"\(name)\", size: \(describe(Double(size))), relativeTo: .\(textStyle.rawValue))", size: size)
    }

    /// What a font is resolved against [A]: the environment's Dynamic Type setting, which is
    /// always the default (Large) here.
    public struct Context: Hashable, Sendable, CustomDebugStringConvertible {
        init() {}
        public var debugDescription: String { "Font.Context(dynamicTypeSize: .large)" }
    }

    /// A font with every value fixed [A] (iOS 26): the point size text is measured with, its
    /// weight, width, leading and traits.
    public struct Resolved: Hashable, Sendable {
        /// The size, points [A].
        public let pointSize: CGFloat
        /// The weight: the one set, else semibold for `.headline`, else regular [A].
        public let weight: Weight
        /// The width: the one set, else standard [A].
        public let width: Width
        /// The leading [A].
        public let leading: Leading
        /// Bold by `bold()` or a weight of semibold or more [A].
        public let isBold: Bool
        public let isItalic: Bool
        public let isMonospaced: Bool
        public let isSmallCaps: Bool
        public let isLowercaseSmallCaps: Bool
        public let isUppercaseSmallCaps: Bool
    }

    /// The font's values in `context` [A] (iOS 26).
    public func resolve(in context: Context) -> Resolved {
        let traits = traits
        let weight = traits.isBold && (traits.weight.map { $0.rank < Weight.bold.rank } ?? true) ? Weight.bold : traits.weight ?? .regular
        return Resolved(
            pointSize: pointSize, weight: weight, width: traits.width ?? .standard, leading: traits.leading,
            isBold: weight.rank >= Weight.semibold.rank, isItalic: traits.isItalic, isMonospaced: traits.isMonospaced,
            isSmallCaps: traits.isSmallCaps, isLowercaseSmallCaps: traits.isLowercaseSmallCaps, isUppercaseSmallCaps: traits.isUppercaseSmallCaps)
    }
}

extension Font.Weight {
    /// The weights from ultra light to black.
    static let ordered: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]

    /// The weight's place from ultra light (0) to black (8).
    var rank: Int { Font.Weight.ordered.firstIndex(of: self) ?? 3 }

    /// The weight a description names (`.semibold`).
    static func named(_ text: String) -> Font.Weight? { ordered.first { $0.description == text } }
}

extension Font {
    /// This font with `suffix` added to its description, at `size` points (its own when nil),
    /// of the same text style (a style's font keeps following the text size).
    func adding(_ suffix: String, size: CGFloat? = nil) -> Font {
        Font(description + suffix, size: size ?? pointSize, textStyle: textStyle)
    }
}

extension EnvironmentValues {
    /// What fonts resolve against [A]: the default Dynamic Type setting.
    public var fontResolutionContext: Font.Context { Font.Context() }
}
