import Foundation
import MotionAnimation

// The types text styling takes and `Text`'s own styling methods that return `Text` [A]. Each is
// recorded on the text's node in the order written (`truncationMode(.middle)`,
// `underline(true, pattern: .dash)`); MotionCore draws no glyphs, lines or decorations, and
// measures a text by its string and point size alone (`TextMetrics`).

/// The case `textCase(_:)` sets for the texts below (nil: as written).
enum TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

extension Text.Case {
    /// `string` in this case (Unicode's case mapping, the same in every locale).
    func apply(to string: String) -> String {
        self == .uppercase ? string.uppercased() : string.lowercased()
    }
}

extension Text {
    /// Shows and measures a text's node in `textCase`; the node keeps its name and label.
    static func show(_ node: ViewNode, in textCase: Case) {
        if var layout = node.layout.base as? TextLayout {
            layout.string = textCase.apply(to: layout.string)
            node.layout.base = layout
        }
        node.scene.text = node.scene.text.map(textCase.apply)
    }
}

extension Text {
    /// Where a text that does not fit is cut short [A].
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    /// The scale of a text relative to the text around it [A]: `.secondary` for a unit beside a
    /// value.
    public struct Scale: Hashable, Sendable, CustomStringConvertible {
        let name: String
        public static let `default` = Scale(name: "default")
        public static let secondary = Scale(name: "secondary")
        public var description: String { ".\(name)" }
    }

    /// The look of an underline or strikethrough: a pattern and a colour (the text's when nil) [A].
    public struct LineStyle: Hashable, Sendable {
        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour [A].
        public static let single = LineStyle()

        /// The dashes of a line [A].
        public struct Pattern: Hashable, Sendable, CustomStringConvertible {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
            public var description: String { ".\(name)" }
        }
    }

    /// How lines of text are aligned: by the layout direction or the text's writing direction [A].
    public struct AlignmentStrategy: Hashable, Sendable, CustomStringConvertible {
        let name: String
        public static let `default` = AlignmentStrategy(name: "default")
        public static let layoutBased = AlignmentStrategy(name: "layoutBased")
        public static let writingDirectionBased = AlignmentStrategy(name: "writingDirectionBased")
        public var description: String { ".\(name)" }
    }

    /// How the writing direction of a text is chosen [A].
    public struct WritingDirectionStrategy: Hashable, Sendable, CustomStringConvertible {
        let name: String
        public static let `default` = WritingDirectionStrategy(name: "default")
        public static let layoutBased = WritingDirectionStrategy(name: "layoutBased")
        public static let contentBased = WritingDirectionStrategy(name: "contentBased")
        public var description: String { ".\(name)" }
    }

    /// The description of a decoration line, as `underline`/`strikethrough` are recorded.
    static func line(_ name: String, _ isActive: Bool, _ pattern: LineStyle.Pattern, _ color: Color?) -> String {
        "\(name)(\(isActive)\(pattern == .solid ? "" : ", pattern: \(pattern)")\(color.map { ", color: \($0)" } ?? ""))"
    }

    // MARK: Text's own styling

    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.style(Self.line("underline", isActive, pattern, color)))
    }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.style(Self.line("strikethrough", isActive, pattern, color)))
    }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { adding(.style("baselineOffset(\(describe(Double(baselineOffset))))")) }
    public func monospaced(_ isActive: Bool = true) -> Text { adding(.style("monospaced(\(isActive))")) }
    public func fontDesign(_ design: Font.Design?) -> Text { adding(.style("fontDesign(\(design.map { ".\($0)" } ?? "nil"))")) }
    public func fontWidth(_ width: Font.Width?) -> Text { adding(.style("fontWidth(\(width?.description ?? "nil"))")) }
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { adding(.style("textScale(\(scale), isEnabled: \(isEnabled))")) }
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
        adding(.style("typesettingLanguage(\(language.minimalIdentifier))"))
    }

    /// How VoiceOver speaks the text [A]; recorded, nothing is spoken.
    public func speechAdjustedPitch(_ value: Double) -> Text { adding(.style("speechAdjustedPitch(\(describe(value)))")) }
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { adding(.style("speechAlwaysIncludesPunctuation(\(value))")) }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { adding(.style("speechAnnouncementsQueued(\(value))")) }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { adding(.style("speechSpellsOutCharacters(\(value))")) }
}
