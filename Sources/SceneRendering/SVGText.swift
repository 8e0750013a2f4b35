/// Escaping for SVG (XML) text and attribute values.
enum SVGText {
    static func text(_ value: String) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for character in value.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}": break
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    static func attribute(_ value: String) -> String {
        text(value).replacingAll("\"", with: "&quot;")
    }
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
