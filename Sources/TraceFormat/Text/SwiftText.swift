/// Swift string literals for the source Motionbook generates (the prelude and entry point of a
/// snippet program). Not ``JSONText``: Swift writes a character by its number as `\u{1b}` and
/// has no `\u001b`, and DEL is escaped too so that generated source shows no invisible text.
public enum SwiftText {
    /// `text` as a Swift string literal, quotes included: quotes, backslashes and control
    /// characters (DEL included) escaped.
    public static func stringLiteral(_ text: String) -> String {
        QuotedText.literal(text, in: swift)
    }

    private static let swift = QuotedText.Language(
        escapes: { $0.value < 0x20 || $0.value == 0x7f },
        numbered: { "\\u{\(String($0, radix: 16))}" })
}
