import Foundation
import MotionAnimation
import TraceFormat

/// A line of text [A]: a visible leaf named `Text("…")` after its first string; a tap target can
/// name it by its string.
public struct Text: View, Equatable, BuiltinView {
    public typealias Body = Never

    /// The string shown.
    let string: String
    /// Modifiers applied with `Text`'s own methods (innermost), as attachments.
    private var modifiers: [TextModifier] = []

    /// A text from a localised string key (a literal, with interpolations) [A].
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        string = key.text
    }

    /// A text from a string value, shown as it is [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        string = String(content)
    }

    /// A text shown as it is, never localised [A].
    public init(verbatim content: String) {
        string = content
    }

    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.string == rhs.string && lhs.modifiers.map(\.description) == rhs.modifiers.map(\.description)
    }

    /// The two texts joined [A].
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.string + rhs.string)
        joined.modifiers = lhs.modifiers + rhs.modifiers
        return joined
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        var context = context
        for modifier in modifiers.reversed() {
            context.pending.append(modifier.attachment(context.transaction))
        }
        let node = walk.runtime.visibleNode(for: Text.self, at: walk, context, name: "Text(\(Self.quoted(string)))", typeName: "Text")
        walk.runtime.recordContentChange(of: node, from: node.labels.first, to: string, quoted: true, context)
        node.labels = [string]
        let font = modifiers.reversed().lazy.compactMap(\.font).first ?? context.environment.font
        let size = Font.size(of: font, in: context.environment)
        node.layout.base = TextLayout(string: string, fontSize: size)
        var drawing = SceneTraits()
        drawing.kind = .text
        drawing.text = string
        drawing.fontSize = Double(size)
        drawing.fontWeight = SceneTraits.weight(of: font)
        node.setDrawing(drawing)

        if let textCase = context.environment[TextCaseKey.self] { Text.show(node, in: textCase) }
    }

    /// The font set with `Text`'s own `font(_:)`, if any.
    var ownFont: Font? {
        modifiers.reversed().lazy.compactMap(\.font).first
    }

    /// `"…"` with quotes and backslashes escaped, as Swift writes a string literal.
    static func quoted(_ string: String) -> String {
        "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    func adding(_ modifier: TextModifier) -> Text {
        var text = self
        text.modifiers.append(modifier)
        return text
    }

    // MARK: Text's own modifiers (SwiftUI returns `Text` from these)

    public func font(_ font: Font?) -> Text { adding(.font(font)) }
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.style("fontWeight(\(weight?.description ?? "nil"))")) }
    public func bold() -> Text { adding(.style("bold()")) }
    public func bold(_ isActive: Bool) -> Text { adding(.style("bold(\(isActive))")) }
    public func italic() -> Text { adding(.style("italic()")) }
    public func italic(_ isActive: Bool) -> Text { adding(.style("italic(\(isActive))")) }
    public func monospacedDigit() -> Text { adding(.style("monospacedDigit()")) }
    public func kerning(_ kerning: CGFloat) -> Text { adding(.style("kerning(\(AnimationNumberFormat.string(Double(kerning))))")) }
    public func tracking(_ tracking: CGFloat) -> Text { adding(.style("tracking(\(AnimationNumberFormat.string(Double(tracking))))")) }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { adding(.style("underline(\(isActive))")) }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { adding(.style("strikethrough(\(isActive))")) }

    /// The text's colour: recorded as the animatable property `foregroundColor` [A].
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return adding(.style("foregroundColor(nil)")) }
        return adding(.color(.foregroundColor, color.resolvedValue))
    }

    /// The text's style: a colour is recorded as the animatable property `foregroundStyle` [A].
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if let color = ShapeStyleResolution.color(of: style) { return adding(.color(.foregroundStyle, color)) }
        return adding(.style("foregroundStyle(\(style))"))
    }
}

/// A modifier applied with one of `Text`'s own methods.
enum TextModifier {
    case style(String)
    case font(Font?)
    case color(TraceProperty, Color.Resolved)

    /// The font a `.font` modifier sets (`nil` for other modifiers and for `.font(nil)`).
    var font: Font? {
        if case .font(let font) = self { return font }
        return nil
    }

    var description: String {
        switch self {
        case .style(let text): text
        case .font(let font): "font(\(font?.description ?? "nil"))"
        case .color(let property, let color): "\(property.name)(\(color))"
        }
    }

    func attachment(_ transaction: Transaction) -> Attachment {
        switch self {
        case .style(let text): .style(text)
        case .font: .style(description)
        case .color(let property, let color): .property(Traced(property, TracedColor(color: color)), transaction)
        }
    }
}
