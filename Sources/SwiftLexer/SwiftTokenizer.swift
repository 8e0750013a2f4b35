/// Cuts Swift source into ``SwiftToken``s: the one Swift lexer of the project, used by the site's
/// highlighter and by the snippet runner's scans (which blank comments and strings with it). It
/// knows only lexical structure (comments, strings with interpolation, numbers, names,
/// punctuation); what a name means is the reader's job (the site's `SwiftGrammar`). Every loop
/// advances through the source, so it ends on any input, unterminated strings and comments
/// included.
public struct SwiftTokenizer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var tokens: [SwiftToken] = []

    public init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// The tokens of the whole source.
    public static func tokenize(_ source: String) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(source)
        tokenizer.code(insideInterpolation: false)
        return tokenizer.tokens
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func emit(_ kind: SwiftToken.Kind, from start: Int) {
        guard start < index else { return }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<index])
        if kind != .stringText, let last = tokens.last, last.kind == kind, kind == .whitespace || kind == .punctuation {
            tokens[tokens.count - 1].text += text
        } else {
            tokens.append(SwiftToken(kind, text))
        }
    }

    /// Code up to the end, or (inside an interpolation) up to its unbalanced `)`, not consumed.
    private mutating func code(insideInterpolation: Bool) {
        var depth = 0
        while let scalar = peek() {
            let start = index
            switch scalar {
            case ")" where insideInterpolation && depth == 0:
                return
            case " ", "\t", "\n", "\r":
                while let next = peek(), next == " " || next == "\t" || next == "\n" || next == "\r" { index += 1 }
                emit(.whitespace, from: start)
            case "/" where peek(1) == "/":
                let isDoc = peek(2) == "/" && peek(3) != "/"
                while let next = peek(), next != "\n" { index += 1 }
                emit(isDoc ? .docComment : .lineComment, from: start)
            case "/" where peek(1) == "*":
                let isDoc = peek(2) == "*" && peek(3) != "*" && peek(3) != "/"
                blockComment()
                emit(isDoc ? .docComment : .blockComment, from: start)
            case "\"":
                string(pounds: 0)
            case "#" where rawStringPounds() != nil:
                string(pounds: rawStringPounds()!)
            case "#" where peek(1).map(Self.isIdentifierStart) == true:
                index += 1
                identifierTail()
                emit(.poundDirective, from: start)
            case "@" where peek(1).map(Self.isIdentifierStart) == true:
                index += 1
                identifierTail()
                emit(.attribute, from: start)
            case "`":
                index += 1
                while let next = peek(), next != "`", next != "\n" { index += 1 }
                if peek() == "`" { index += 1 }
                emit(.identifier, from: start)
            case "\\":
                index += 1
                emit(.backslash, from: start)
            case ".":
                index += 1
                emit(.dot, from: start)
            case "0"..."9":
                number()
                emit(.number, from: start)
            case _ where Self.isIdentifierStart(scalar) || scalar == "$":
                index += 1
                identifierTail()
                emit(.identifier, from: start)
            default:
                if scalar == "(" { depth += 1 }
                if scalar == ")" { depth -= 1 }
                index += 1
                emit(.punctuation, from: start)
            }
        }
    }

    /// A `/* … */` comment, nesting as Swift's do; stops at the end of the source if unclosed.
    private mutating func blockComment() {
        var depth = 0
        while let scalar = peek() {
            if scalar == "/", peek(1) == "*" {
                depth += 1
                index += 2
            } else if scalar == "*", peek(1) == "/" {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// The number of `#` before a `"` at the current position (a raw string), or nil.
    private func rawStringPounds() -> Int? {
        var count = 0
        while peek(count) == "#" { count += 1 }
        return count > 0 && peek(count) == "\"" ? count : nil
    }

    /// A string literal starting at the current position after `pounds` `#`: single-line or
    /// multi-line (`"""`), with escapes and interpolations (`\(…)`, `\#(…)` in raw strings). An
    /// unterminated literal ends at the end of its line (single-line) or of the source.
    private mutating func string(pounds: Int) {
        let open = index
        index += pounds
        let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        let quotes = multiline ? 3 : 1
        index += quotes
        emit(.stringDelimiter, from: open)
        var start = index
        while let scalar = peek() {
            if scalar == "\n", !multiline { break }
            if scalar == "\"", (0..<quotes).allSatisfy({ peek($0) == "\"" }),
                (0..<pounds).allSatisfy({ peek(quotes + $0) == "#" })
            {
                emit(.stringText, from: start)
                let close = index
                index += quotes + pounds
                emit(.stringDelimiter, from: close)
                return
            }
            if scalar == "\\", (0..<pounds).allSatisfy({ peek(1 + $0) == "#" }) {
                if peek(1 + pounds) == "(" {
                    emit(.stringText, from: start)
                    let open = index
                    index += pounds + 2
                    emit(.interpolationStart, from: open)
                    code(insideInterpolation: true)
                    if peek() == ")" {
                        let close = index
                        index += 1
                        emit(.interpolationEnd, from: close)
                    }
                    start = index
                    continue
                }
                index += pounds + 1
                if peek() != nil { index += 1 }
                continue
            }
            index += 1
        }
        emit(.stringText, from: start)
    }

    private mutating func number() {
        while let scalar = peek() {
            if Self.isIdentifierPart(scalar) {
                // Exponent signs: 1e-3, 0x1p+4.
                if (scalar == "e" || scalar == "E" || scalar == "p" || scalar == "P"),
                    peek(1) == "-" || peek(1) == "+", peek(2).map({ ("0"..."9").contains($0) }) == true
                {
                    index += 2
                }
                index += 1
            } else if scalar == ".", peek(1).map({ ("0"..."9").contains($0) }) == true {
                index += 1
            } else {
                return
            }
        }
    }

    private mutating func identifierTail() {
        while let scalar = peek(), Self.isIdentifierPart(scalar) { index += 1 }
    }

    /// Whether a name can start with `scalar`: `_`, an ASCII letter, or a letter of another script.
    public static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            || (scalar.value > 0x7F && scalar.properties.isAlphabetic)
    }

    /// Whether a name can go on with `scalar`: a start, a digit, or a combining mark.
    public static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
            || (scalar.value > 0x7F && scalar.properties.generalCategory == .nonspacingMark)
    }
}
