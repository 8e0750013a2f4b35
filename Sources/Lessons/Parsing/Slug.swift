/// Heading anchors: readable in every script, stable, unique within a page.
///
/// The slug of a heading's plain text keeps letters, digits and combining marks of any script
/// (so `Как работи анимацията` → `как-работи-анимацията` and `动画如何工作` stays as written),
/// lowercases them, turns spaces and hyphens into single hyphens and drops other punctuation.
/// Repeated slugs on one page get `-1`, `-2` … in order, as GitHub does.
public struct Slugger: Sendable {
    private var used: Set<String> = []
    private var nextSuffix: [String: Int] = [:]

    public init() {}

    /// The slug of `text` without de-duplication.
    public static func slug(_ text: String) -> String {
        var result = ""
        var pendingHyphen = false
        for scalar in text.lowercased().unicodeScalars {
            let properties = scalar.properties
            let category = properties.generalCategory
            let isWordScalar =
                properties.isAlphabetic || scalar == "_"
                || [.decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark].contains(category)
            if isWordScalar {
                if pendingHyphen, !result.isEmpty { result.append("-") }
                pendingHyphen = false
                result.unicodeScalars.append(scalar)
            } else if properties.isWhitespace || scalar == "-" {
                pendingHyphen = true
            }
        }
        return result.isEmpty ? "section" : result
    }

    /// The next unique anchor for a heading with this text on this page.
    public mutating func anchor(for text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        while used.contains(candidate) {
            let suffix = nextSuffix[base, default: 1]
            nextSuffix[base] = suffix + 1
            candidate = "\(base)-\(suffix)"
        }
        used.insert(candidate)
        return candidate
    }
}
