import Lessons

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
}
