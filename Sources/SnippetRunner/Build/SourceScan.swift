import Foundation

/// What the runner reads from a snippet's text without compiling it: whether its hidden region
/// imports MotionTrace, whether it has an `@main`, and its last `struct X: View`. A lexical
/// scan (comments and string literals removed first), not a parser.
enum SourceScan {
    /// True when a line between `// snippet.hide` and `// snippet.show` imports MotionTrace (or
    /// a declaration of it): the snippet then writes its own trace.
    static func drivesTraceItself(_ source: String) -> Bool {
        var hidden = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "// snippet.hide" {
                hidden = true
            } else if trimmed == "// snippet.show" {
                hidden = false
            } else if hidden, matches(importMotionTrace, String(line)) {
                return true
            }
        }
        return false
    }

    /// True when the code (outside comments and strings) has an `@main` attribute.
    static func hasMainAttribute(_ source: String) -> Bool {
        matches(mainAttribute, code(source))
    }

    /// The name of the last `struct Name: … View …` declaration, or nil.
    static func lastViewType(_ source: String) -> String? {
        let text = code(source)
        let range = NSRange(text.startIndex..., in: text)
        var found: String?
        for match in structDeclaration.matches(in: text, range: range) {
            guard let name = Range(match.range(at: 1), in: text), let list = Range(match.range(at: 2), in: text) else { continue }
            let conformances = text[list].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            if conformances.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) { found = String(text[name]) }
        }
        return found
    }

    private static let importMotionTrace = try! NSRegularExpression(
        pattern: #"^\s*(@\w+\s+)*import\s+((struct|class|enum|protocol|typealias|func|let|var)\s+)?MotionTrace(\.|\s|$)"#)
    private static let mainAttribute = try! NSRegularExpression(pattern: #"(^|[^\w.])@main\b"#, options: [.anchorsMatchLines])
    /// `struct Name<Generic>: A, B where … {`: group 1 the name, group 2 the conformance list.
    private static let structDeclaration = try! NSRegularExpression(
        pattern: #"\bstruct\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>{]*>)?\s*:\s*([^{]*?)\s*(?:\bwhere\b[^{]*)?\{"#)

    private static func matches(_ expression: NSRegularExpression, _ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// The source with comments and the contents of string literals blanked (newlines kept),
    /// so declarations in them are not mistaken for code.
    static func code(_ source: String) -> String {
        enum State { case code, lineComment, blockComment(depth: Int), string(multiline: Bool) }
        var state = State.code
        var output = ""
        let scalars = Array(source.unicodeScalars)
        var index = 0
        func peek(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        while index < scalars.count {
            let scalar = scalars[index]
            switch state {
            case .code:
                if scalar == "/" && peek(1) == "/" {
                    state = .lineComment
                } else if scalar == "/" && peek(1) == "*" {
                    state = .blockComment(depth: 1)
                    index += 1
                } else if scalar == "\"" {
                    let multiline = peek(1) == "\"" && peek(2) == "\""
                    state = .string(multiline: multiline)
                    output.unicodeScalars.append("\"")
                    if multiline { index += 2 }
                } else {
                    output.unicodeScalars.append(scalar)
                }
            case .lineComment:
                if scalar == "\n" {
                    state = .code
                    output += "\n"
                }
            case .blockComment(let depth):
                if scalar == "*" && peek(1) == "/" {
                    state = depth == 1 ? .code : .blockComment(depth: depth - 1)
                    index += 1
                } else if scalar == "/" && peek(1) == "*" {
                    state = .blockComment(depth: depth + 1)
                    index += 1
                } else if scalar == "\n" {
                    output += "\n"
                }
            case .string(let multiline):
                if scalar == "\\" {
                    index += 1
                } else if scalar == "\"" && (!multiline || (peek(1) == "\"" && peek(2) == "\"")) {
                    state = .code
                    output.unicodeScalars.append("\"")
                    if multiline { index += 2 }
                } else if scalar == "\n" {
                    output += "\n"
                    if !multiline { state = .code }
                }
            }
            index += 1
        }
        return output
    }
}
