/// Escaping for SVG (XML) text and attribute values. Not the site's `HTMLEscaping`, on purpose:
/// XML 1.0 allows no C0 control character but tab, line feed and carriage return, even as an
/// entity, so they are dropped (a film strip must parse as XML); the quote is escaped only in
/// attributes; and scene drawing reads TraceFormat only, not the site.
enum SVGText {
    /// `value` as XML text; with `quotes`, also safe inside a double-quoted attribute. Control
    /// characters XML does not allow are dropped.
    static func text(_ value: String, quotes: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for character in value.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}": break
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    static func attribute(_ value: String) -> String { text(value, quotes: true) }
}
