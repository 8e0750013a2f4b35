/// Escaping for the two places text goes into HTML. They are separate functions because the
/// characters that matter differ: text content must not open a tag or an entity; an attribute
/// value (always written double-quoted here) must also not close its quotes.
public enum HTMLEscaping {
    /// Text content: `&`, `<`, `>` and `"` become entities (the last as cmark-gfm does, so that
    /// text renders exactly as the GFM spec shows it).
    public static func text(_ text: String) -> String {
        escape(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            default: nil
            }
        }
    }

    /// A double-quoted attribute value: `&`, `<`, `>`, `"` and `'` become entities.
    public static func attribute(_ value: String) -> String {
        escape(value) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#x27;"
            default: nil
            }
        }
    }

    /// Text inside `<script>` (JSON data): `<` is written `\u003c` so that no `</script>` or
    /// `<!--` can end or bend the element. Only valid inside a JavaScript string or JSON.
    public static func scriptData(_ json: String) -> String {
        escape(json) { $0 == "<" ? "\\u003c" : nil }
    }

    private static func escape(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let entity = replacement(scalar) {
                result += entity
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
