/// A type an option's value text converts to, as swift-argument-parser's protocol of the
/// same name: `init?(argument:)` reads the text; a type can name its values for `--help` and
/// word its own refusal.
protocol ExpressibleByArgument: Sendable {
    init?(argument: String)
    /// The value's placeholder in `--help` (`N`, `text|json`).
    static var valueName: String { get }
    /// The usage error for `text` given to `option`.
    static func invalid(_ text: String, option: String) -> String
}

extension ExpressibleByArgument {
    static var valueName: String { "VALUE" }
    static func invalid(_ text: String, option: String) -> String { "\(option) does not take '\(text)'" }
}

/// A closed set of words (`--format text|json`): the raw values are the accepted texts, `--help`
/// lists them and a wrong one is refused as `unknown KIND 'x' (expected a, b or c)`.
protocol ArgumentChoice: ExpressibleByArgument, CaseIterable, RawRepresentable<String> {
    /// The word for a refused value: `format` in "unknown format 'xml'".
    static var kind: String { get }
}

extension ArgumentChoice {
    init?(argument: String) { self.init(rawValue: argument) }
    static var valueName: String { allCases.map(\.rawValue).joined(separator: "|") }

    static func invalid(_ text: String, option: String) -> String {
        "unknown \(kind) '\(text)' (expected \(ChoiceText.list(allCases.map(\.rawValue))))"
    }
}

enum ChoiceText {
    /// `a`, `a or b`, `a, b or c`.
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}

extension String: ExpressibleByArgument {
    init?(argument: String) { self = argument }
}

extension Int: ExpressibleByArgument {
    init?(argument: String) { self.init(argument) }
    static var valueName: String { "N" }
}

extension UInt16: ExpressibleByArgument {
    init?(argument: String) { self.init(argument) }
    static var valueName: String { "N" }
}

extension UInt64: ExpressibleByArgument {
    init?(argument: String) { self.init(argument) }
    static var valueName: String { "N" }
}

extension Double: ExpressibleByArgument {
    /// Finite numbers only: `inf` and `nan` are no useful option values.
    init?(argument: String) {
        guard let value = Double(argument), value.isFinite else { return nil }
        self = value
    }
    static var valueName: String { "S" }
}
