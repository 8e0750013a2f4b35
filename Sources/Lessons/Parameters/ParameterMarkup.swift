import SwiftLexer

/// Reads a `swift run` fence's `param=` value (docs/AUTHORING.md, "Parameter explorers"):
/// `NAME LOWER...UPPER step STEP`, at most two separated by `;`, each naming what is written
/// right before a numeric literal of the snippet's visible code: an argument label
/// (`bounce: 0.3`), a variable (`let wait = 0.5`) or a function or method whose first argument
/// is unlabelled (`.delay(0.4)`). The literal must follow that name exactly once; its value
/// is the default and must lie on the grid.
public enum ParameterMarkup {
    /// The most parameters one snippet may have: a slider each.
    public static let maximumParameters = 2

    /// What is wrong, at a byte offset within the fence's value.
    public struct Problem: Error, Equatable, Sendable {
        public var message: String
        public var offset: Int
    }

    /// The example every grammar message shows.
    static let example = #"param="bounce 0...0.9 step 0.1""#

    /// The parameters `value` declares for a snippet whose complete source (hidden regions
    /// included) is `source`, or what is wrong with them.
    public static func parse(_ value: String, source: String) -> Result<[SnippetParameter], Problem> {
        var parts: [(text: Substring, offset: Int)] = []
        var start = value.startIndex
        while true {
            let end = value[start...].firstIndex(of: ";") ?? value.endIndex
            let part = value[start..<end]
            let leading = part.prefix { $0 == " " }
            parts.append((part.trimming(" "), value.utf8.distance(from: value.startIndex, to: start) + leading.utf8.count))
            guard end < value.endIndex else { break }
            start = value.index(after: end)
        }
        guard parts.count <= maximumParameters else {
            return .failure(Problem(message: "at most \(maximumParameters) parameters per snippet, found \(parts.count)", offset: 0))
        }
        let sites = literalSites(in: source)
        var parameters: [SnippetParameter] = []
        for part in parts {
            let words = part.text.split(separator: " ", omittingEmptySubsequences: true)
            guard words.count == 4, words[2] == "step", let range = rangeBounds(String(words[1])),
                let name = words.first.map(String.init), isName(name),
                let lower = ParameterGrid.decimalValue(range.lower), let upper = ParameterGrid.decimalValue(range.upper),
                let step = ParameterGrid.decimalValue(String(words[3]))
            else {
                return .failure(Problem(message: "expected NAME LOWER...UPPER step STEP (e.g. \(example)), found '\(part.text)'", offset: part.offset))
            }
            guard !parameters.contains(where: { $0.name == name }) else {
                return .failure(Problem(message: "parameter '\(name)' is named twice", offset: part.offset))
            }
            guard lower < upper else {
                return .failure(Problem(message: "the range \(words[1]) of '\(name)' must go from a lower to a higher value", offset: part.offset))
            }
            guard step > 0 else { return .failure(Problem(message: "the step of '\(name)' must be above 0", offset: part.offset)) }
            let matches = sites.filter { $0.name == name }
            guard let site = matches.first else {
                return .failure(Problem(
                    message: "no number literal follows '\(name):', '\(name) =' or '\(name)(' in the snippet's visible code", offset: part.offset))
            }
            // An enum case's raw value (`case slow = 0.5`) must stay a literal: the compiled
            // program could not read it from the scenario.
            guard !site.isRawValue else {
                return .failure(Problem(
                    message: "'\(name)' is an enum case; its raw value must stay a literal, so mark a literal the code passes instead",
                    offset: part.offset))
            }
            guard matches.count == 1 else {
                return .failure(Problem(
                    message: "'\(name)' is followed by a number literal \(matches.count) times (lines \(matches.map { String($0.line) }.joined(separator: ", ")) of the snippet); name one that occurs once",
                    offset: part.offset))
            }
            let decimals = [range.lower, range.upper, String(words[3]), site.literal].map(ParameterGrid.decimals).max() ?? 0
            let parameter = SnippetParameter(
                name: name, literal: site.literal, offset: site.offset, length: site.literal.unicodeScalars.count, line: site.line,
                lower: lower, upper: upper, step: step, decimals: decimals)
            guard ParameterGrid.contains(upper, lower: lower, upper: upper, step: step, decimals: decimals) else {
                return .failure(Problem(
                    message: "the range \(words[1]) of '\(name)' is not a whole number of steps of \(words[3])", offset: part.offset))
            }
            guard ParameterGrid.contains(parameter.defaultValue, lower: lower, upper: upper, step: step, decimals: decimals) else {
                return .failure(Problem(
                    message: "the literal \(site.literal) of '\(name)' (its default) is not on the grid \(words[1]) step \(words[3])",
                    offset: part.offset))
            }
            parameters.append(parameter)
        }
        let points = parameters.reduce(1) { $0 * $1.values.count }
        guard points <= ParameterGrid.maximumPoints else {
            return .failure(Problem(message: "the grid has \(points) points, at most \(ParameterGrid.maximumPoints); use fewer values", offset: 0))
        }
        return .success(parameters)
    }

    /// `0...0.9` → ("0", "0.9"); `-1...1` → ("-1", "1").
    static func rangeBounds(_ text: String) -> (lower: String, upper: String)? {
        guard let dots = text.range(of: "...") else { return nil }
        let lower = String(text[..<dots.lowerBound]), upper = String(text[dots.upperBound...])
        return lower.isEmpty || upper.isEmpty ? nil : (lower, upper)
    }

    static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, SwiftTokenizer.isIdentifierStart(first) else { return false }
        return text.unicodeScalars.allSatisfy(SwiftTokenizer.isIdentifierPart)
    }

    /// A number literal right after `NAME:`, `NAME =` or `NAME(` (spaces allowed, a `-` sign kept with
    /// the literal) on a visible line of the source.
    struct LiteralSite: Equatable {
        var name: String
        var literal: String
        /// In Unicode scalars from the source's start.
        var offset: Int
        /// 1-based line in the source.
        var line: Int
        /// Whether NAME is an enum case and the literal its raw value (`case slow = 0.5`).
        var isRawValue = false
    }

    static func literalSites(in source: String) -> [LiteralSite] {
        let visible = Snippet.lines(of: source).map { $0.role == .visible }
        // Each code token with its scalar offset and line; whitespace and comments left out.
        var tokens: [(token: SwiftToken, offset: Int, line: Int)] = []
        var offset = 0, line = 1
        for token in SwiftTokenizer.tokenize(source) {
            if token.kind != .whitespace, token.kind != .lineComment, token.kind != .blockComment, token.kind != .docComment {
                tokens.append((token, offset, line))
            }
            offset += token.text.unicodeScalars.count
            line += token.text.unicodeScalars.filter { $0 == "\n" }.count
        }
        var sites: [LiteralSite] = []
        for index in tokens.indices.dropLast(2) where tokens[index].token.kind == .identifier {
            let separator = tokens[index + 1].token
            guard separator.kind == .punctuation else { continue }
            var numberIndex = index + 2
            var negative = false
            switch separator.text {
            case ":", "=", "(":
                if tokens[numberIndex].token.kind == .punctuation, tokens[numberIndex].token.text == "-" {
                    negative = true
                    numberIndex += 1
                }
            case ":-", "=-", "(-":
                negative = true
            default:
                continue
            }
            guard numberIndex < tokens.count, tokens[numberIndex].token.kind == .number else { continue }
            let number = tokens[numberIndex]
            // The sign must touch the number (`- 1` is not a literal of its own).
            let signOffset = number.offset - 1
            let literal = (negative ? "-" : "") + number.token.text
            guard ParameterGrid.decimalValue(literal) != nil, visible.indices.contains(number.line - 1), visible[number.line - 1],
                !negative || tokens[numberIndex - 1].offset + tokens[numberIndex - 1].token.text.unicodeScalars.count == number.offset
            else { continue }
            let isRawValue = index > 0 && tokens[index - 1].token.kind == .identifier && tokens[index - 1].token.text == "case"
            sites.append(LiteralSite(
                name: tokens[index].token.text, literal: literal, offset: negative ? signOffset : number.offset, line: number.line,
                isRawValue: isRawValue))
        }
        return sites
    }
}
