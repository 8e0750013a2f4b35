import SwiftLexer

/// A Swift file with the contents of its comments and string literals replaced by spaces
/// (newlines and the quotes kept), scalar for scalar: an index into ``scalars`` is an index into
/// the original text, so what a lexical scan finds in the code can be edited in the original.
/// Interpolations inside strings are masked too. The masking is read off ``SwiftTokenizer`` (in
/// `SwiftLexer`), the lexer the site's highlighter uses. A lexical view, not a parser.
struct MaskedSource {
    /// The original text's Unicode scalars.
    let original: [Unicode.Scalar]
    /// The same scalars with comments and string contents blanked.
    let scalars: [Unicode.Scalar]
    /// The lexer's tokens that stay code, with their scalar offsets: not whitespace, comments,
    /// string text or interpolations (string delimiters stay), in order.
    let code: [(token: SwiftToken, offset: Int)]

    /// Offsets of the original's newlines, in order.
    private let newlines: [Int]

    init(_ text: String) {
        let original = Array(text.unicodeScalars)
        self.original = original
        (scalars, code) = Self.mask(original, text: text)
        newlines = original.indices.filter { original[$0] == "\n" }
    }

    /// The 1-based line of a scalar offset.
    func line(of offset: Int) -> Int {
        var low = 0
        var high = newlines.count
        while low < high {
            let middle = (low + high) / 2
            if newlines[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }

    /// Text of the original between two scalar offsets.
    func text(_ range: Range<Int>) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: original[range])
        return result
    }

    /// Whether an identifier character (letter, digit, `_`) is at `index`.
    func isIdentifierScalar(at index: Int) -> Bool {
        index >= 0 && index < scalars.count && Self.isIdentifier(scalars[index])
    }

    /// A scalar of a name or number, as the lexer reads names.
    static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        SwiftTokenizer.isIdentifierPart(scalar)
    }

    /// 1-based line and UTF-8 byte column of a scalar offset.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for scalar in original[..<min(offset, original.count)] {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += UTF8.width(scalar)
            }
        }
        return (line, column)
    }

    /// Number of lines (a final newline does not start another).
    var lineCount: Int {
        original.last == "\n" || original.isEmpty ? newlines.count : newlines.count + 1
    }

    /// `original` with every comment, string literal's text (not its delimiters) and
    /// interpolation blanked, newlines kept, and the tokens left as code: read off the one Swift
    /// lexer's tokens.
    private static func mask(_ original: [Unicode.Scalar], text: String) -> ([Unicode.Scalar], [(token: SwiftToken, offset: Int)]) {
        var output = original
        var code: [(token: SwiftToken, offset: Int)] = []
        var offset = 0
        var interpolationDepth = 0
        for token in SwiftTokenizer.tokenize(text) {
            let end = offset + token.text.unicodeScalars.count
            let blanked: Bool
            switch token.kind {
            case .lineComment, .blockComment, .docComment, .stringText:
                blanked = true
            case .interpolationStart:
                interpolationDepth += 1
                blanked = true
            case .interpolationEnd:
                interpolationDepth -= 1
                blanked = true
            case .whitespace:
                blanked = false
            default:
                blanked = interpolationDepth > 0
                if !blanked { code.append((token, offset)) }
            }
            if blanked {
                for position in offset..<end where original[position] != "\n" { output[position] = " " }
            }
            offset = end
        }
        return (output, code)
    }
}
