/// A language the course is written in; the folder name under `content/` is its code.
public enum Language: String, CaseIterable, Sendable, Hashable, Comparable {
    case bulgarian = "bg"
    case chinese = "zh-Hans"
    case german = "de"

    /// The BCP 47 tag, for `lang` attributes.
    public var code: String { rawValue }

    /// The language's own name, for a language picker.
    public var nativeName: String {
        switch self {
        case .bulgarian: "Български"
        case .chinese: "中文"
        case .german: "Deutsch"
        }
    }

    public static func < (a: Language, b: Language) -> Bool { a.rawValue < b.rawValue }
}
