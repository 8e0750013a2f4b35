import Lessons
import TraceFormat

/// The UI strings of one language. A key without a translation falls back to the English
/// source and then to the key itself; `build` refuses to run with missing translations, so the
/// fallbacks are only reached by tests that pass an incomplete catalog.
public struct Localizer: Sendable {
    public var translations: Translations
    public var language: String

    public init(translations: Translations, language: String) {
        self.translations = translations
        self.language = language
    }

    public subscript(_ key: UIString) -> String {
        translations.value(key.rawValue, in: language) ?? translations.value(key.rawValue, in: "en") ?? key.rawValue
    }

    /// The language's decimal mark as one byte (`,` or `.`; a point when the catalog's
    /// `number.decimalMark` is not one ASCII character).
    public var decimalMark: UInt8 {
        let mark = self[.decimalMark].utf8
        return mark.count == 1 && mark.first! < 0x80 ? mark.first! : UInt8(ascii: ".")
    }

    /// `value` rounded to `decimals` places as ``NumberText/trimmed(_:decimals:separator:)``
    /// writes it, with the language's decimal mark: the numbers a page shows to a reader.
    public func number(_ value: Double, decimals: Int) -> String {
        NumberText.trimmed(value, decimals: decimals, separator: decimalMark)
    }

    /// `text`, a number written with a decimal point, with the language's decimal mark instead.
    public func decimal(_ text: String) -> String {
        let mark = decimalMark
        guard mark != UInt8(ascii: ".") else { return text }
        return String(decoding: text.utf8.map { $0 == UInt8(ascii: ".") ? mark : $0 }, as: UTF8.self)
    }

    /// The string with its `%lld` placeholders replaced by `numbers`, in order (String Catalog
    /// format specifiers; the site uses only integers).
    public func format(_ key: UIString, _ numbers: Int...) -> String {
        var parts = self[key].components(separatedBy: "%lld")
        var result = parts.removeFirst()
        for (index, part) in parts.enumerated() {
            result += (index < numbers.count ? String(numbers[index]) : "") + part
        }
        return result
    }

    /// The string with its `%@` and positional `%1$@`, `%2$@` … placeholders replaced by
    /// `texts` (String Catalog format specifiers; positions let a translation reorder them).
    public func format(_ key: UIString, texts: [String]) -> String {
        let template = self[key]
        var result = ""
        var next = 0
        var index = template.startIndex
        while index < template.endIndex {
            let character = template[index]
            guard character == "%" else {
                result.append(character)
                index = template.index(after: index)
                continue
            }
            var cursor = template.index(after: index)
            var digits = ""
            while cursor < template.endIndex, template[cursor].isASCII, template[cursor].isNumber {
                digits.append(template[cursor])
                cursor = template.index(after: cursor)
            }
            if !digits.isEmpty, cursor < template.endIndex, template[cursor] == "$" {
                cursor = template.index(after: cursor)
            } else {
                digits = ""
            }
            guard cursor < template.endIndex, template[cursor] == "@" else {
                result.append(character)
                index = template.index(after: index)
                continue
            }
            let position = digits.isEmpty ? next : (Int(digits) ?? 1) - 1
            if digits.isEmpty { next += 1 }
            result += position >= 0 && position < texts.count ? texts[position] : ""
            index = template.index(after: cursor)
        }
        return result
    }
}
