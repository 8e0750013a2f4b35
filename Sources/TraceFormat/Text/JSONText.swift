import Foundation

/// JSON string literals, escaped by RFC 8259 (quotes, backslashes and control characters; every
/// other character as it is): the one escaper of every JSON document Motionbook writes — traces,
/// diagnostics, the site's data.
public enum JSONText {
    /// `text` as a JSON string literal, quotes included: a control character other than `\n`,
    /// `\r` and `\t` as `\u` and four lowercase hex digits (`\u001b`).
    public static func string(_ text: String) -> String {
        QuotedText.literal(text, in: json)
    }

    private static let json = QuotedText.Language(
        escapes: { $0.value < 0x20 },
        numbered: { value in
            let hex = String(value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        })
}
