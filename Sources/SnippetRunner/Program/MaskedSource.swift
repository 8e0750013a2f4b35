/// A Swift file with the contents of its comments and string literals replaced by spaces
/// (newlines and the quotes kept), scalar for scalar: an index into ``scalars`` is an index into
/// the original text, so what a lexical scan finds in the code can be edited in the original.
/// Interpolations inside strings are masked too. A lexical view, not a parser.
struct MaskedSource {
    /// The original text's Unicode scalars.
    let original: [Unicode.Scalar]
    /// The same scalars with comments and string contents blanked.
    let scalars: [Unicode.Scalar]

    /// Offsets of the original's newlines, in order.
    private let newlines: [Int]

    init(_ text: String) {
        let original = Array(text.unicodeScalars)
        self.original = original
        scalars = Self.mask(original)
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

    static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
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

    private static func mask(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        enum State { case code, lineComment, blockComment(depth: Int), string(multiline: Bool, hashes: Int) }
        var state = State.code
        var output = scalars
        var index = 0
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        func blank(_ position: Int) { if scalars[position] != "\n" { output[position] = " " } }
        while index < scalars.count {
            let scalar = scalars[index]
            switch state {
            case .code:
                if scalar == "/" && at(1) == "/" {
                    state = .lineComment
                    blank(index)
                } else if scalar == "/" && at(1) == "*" {
                    state = .blockComment(depth: 1)
                    blank(index)
                    blank(index + 1)
                    index += 1
                } else if scalar == "#" || scalar == "\"" {
                    // A string literal, raw (`#"…"#`) or not, single-line or multiline.
                    var hashes = 0
                    while at(hashes) == "#" { hashes += 1 }
                    guard at(hashes) == "\"" else { break }
                    let multiline = at(hashes + 1) == "\"" && at(hashes + 2) == "\""
                    index += hashes + (multiline ? 2 : 0)
                    state = .string(multiline: multiline, hashes: hashes)
                }
            case .lineComment:
                if scalar == "\n" { state = .code } else { blank(index) }
            case .blockComment(let depth):
                if scalar == "*" && at(1) == "/" {
                    blank(index)
                    blank(index + 1)
                    index += 1
                    state = depth == 1 ? .code : .blockComment(depth: depth - 1)
                } else if scalar == "/" && at(1) == "*" {
                    blank(index)
                    blank(index + 1)
                    index += 1
                    state = .blockComment(depth: depth + 1)
                } else {
                    blank(index)
                }
            case .string(let multiline, let hashes):
                if scalar == "\\" && hashes == 0 {
                    blank(index)
                    if index + 1 < scalars.count { blank(index + 1) }
                    index += 1
                } else if scalar == "\"" && (!multiline || (at(1) == "\"" && at(2) == "\"")) && closes(at: index + (multiline ? 3 : 1), hashes) {
                    index += (multiline ? 2 : 0) + hashes
                    state = .code
                } else if scalar == "\n" && !multiline {
                    state = .code
                } else {
                    blank(index)
                }
            }
            index += 1
        }
        return output

        func closes(at position: Int, _ hashes: Int) -> Bool {
            (0..<hashes).allSatisfy { position + $0 < scalars.count && scalars[position + $0] == "#" }
        }
    }
}
