/// A double-quoted string literal with backslash escapes, the form JSON and Swift share: the
/// quote and the backslash escaped, `\n`, `\r` and `\t` by name, every other character that
/// must not stand as it is by its number in the language's own form; everything else as it is.
/// ``JSONText`` and ``SwiftText`` are its two uses.
enum QuotedText {
    /// What differs between the languages.
    struct Language: Sendable {
        /// Whether a scalar other than `\n`, `\r` and `\t` is written by its number.
        var escapes: @Sendable (Unicode.Scalar) -> Bool
        /// The escape of such a scalar, by its number.
        var numbered: @Sendable (UInt32) -> String
    }

    /// `text` as a string literal of `language`, quotes included.
    static func literal(_ text: String, in language: Language) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where language.escapes(scalar): result += language.numbered(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
