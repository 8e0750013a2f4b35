import SwiftLexer

/// What a piece of highlighted Swift is, for the stylesheet (`hl-<rawValue>` classes).
public enum HighlightClass: String, Hashable, Sendable, CaseIterable {
    case keyword, type, string, interpolation, number, comment, doc, attribute, keyPath = "keypath", directive
}

/// A run of source text with its class (nil: plain code such as names of values and operators).
public struct HighlightedRun: Hashable, Sendable {
    public var highlight: HighlightClass?
    public var text: String
}

/// Gives tokens their meaning: keywords, types (capitalised names), key paths (`\.scale`,
/// `\Model.value`), attributes, `#` directives, literals and comments. A name after a `.` is a
/// member (`.default`, `.easeIn`), never a keyword.
public enum SwiftGrammar {
    /// Swift's reserved words and the declaration modifiers lessons use (The Swift Programming
    /// Language, "Lexical Structure: Keywords and Punctuation").
    public static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue",
        "convenience", "default", "defer", "deinit", "do", "dynamic", "else", "enum", "extension", "fallthrough",
        "false", "fileprivate", "final", "for", "func", "guard", "if", "import", "in", "indirect", "init", "inout",
        "internal", "is", "lazy", "let", "mutating", "nil", "nonisolated", "nonmutating", "open", "operator",
        "override", "private", "protocol", "public", "repeat", "required", "rethrows", "return", "self", "Self",
        "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
        "unowned", "var", "weak", "where", "while",
    ]

    public static func classify(_ tokens: [SwiftToken]) -> [HighlightedRun] {
        var runs: [HighlightedRun] = []
        var previousSignificant: SwiftToken.Kind?
        var inKeyPath = false
        for token in tokens {
            let highlight: HighlightClass?
            switch token.kind {
            case .whitespace:
                inKeyPath = false
                runs.append(HighlightedRun(highlight: nil, text: token.text))
                continue
            case .lineComment, .blockComment: highlight = .comment
            case .docComment: highlight = .doc
            case .number: highlight = .number
            case .stringDelimiter, .stringText: highlight = .string
            case .interpolationStart, .interpolationEnd: highlight = .interpolation
            case .attribute: highlight = .attribute
            case .poundDirective: highlight = .directive
            case .backslash:
                inKeyPath = true
                highlight = .keyPath
            case .dot:
                highlight = inKeyPath ? .keyPath : nil
            case .identifier:
                if inKeyPath {
                    highlight = .keyPath
                } else if previousSignificant == .dot {
                    highlight = nil
                } else if keywords.contains(token.text) {
                    highlight = .keyword
                } else if let first = token.text.unicodeScalars.first, first.properties.isUppercase {
                    highlight = .type
                } else {
                    highlight = nil
                }
            case .punctuation:
                inKeyPath = false
                highlight = nil
            }
            if token.kind != .dot, token.kind != .identifier, token.kind != .backslash { inKeyPath = false }
            previousSignificant = token.kind
            runs.append(HighlightedRun(highlight: highlight, text: token.text))
        }
        return merged(runs)
    }

    /// Adjacent runs of the same class joined into one.
    private static func merged(_ runs: [HighlightedRun]) -> [HighlightedRun] {
        var result: [HighlightedRun] = []
        for run in runs {
            if let last = result.last, last.highlight == run.highlight {
                result[result.count - 1].text += run.text
            } else {
                result.append(run)
            }
        }
        return result
    }
}
