/// Replacements made to a Swift file that never add or remove a line, so that the compiler's
/// line numbers are the user's, and that remember where every scalar came from, so that its
/// columns can be mapped back too (``originalPosition(line:column:)``).
struct SourceEdits: Hashable, Sendable {
    /// One replacement: `length` scalars at `offset` of the original become `replacement`.
    struct Edit: Hashable, Sendable {
        var offset: Int
        var length: Int
        var replacement: String
    }

    /// The transformed text.
    private(set) var text: String
    /// For each scalar of ``text``, the offset of the original scalar it stands for (inserted
    /// scalars stand for the first scalar of what they replace).
    private var origins: [Int]
    /// The original's scalars, to count its columns.
    private let original: [Unicode.Scalar]
    /// The text as the user wrote it.
    var originalText: String { String(String.UnicodeScalarView(original)) }

    /// Applies `edits` (which must not overlap) to `source`.
    init(_ source: MaskedSource, edits: [Edit]) {
        original = source.original
        var output = String.UnicodeScalarView()
        var origins: [Int] = []
        var cursor = 0
        for edit in edits.sorted(by: { ($0.offset, $0.length) < ($1.offset, $1.length) }) where edit.offset >= cursor {
            for index in cursor..<edit.offset {
                output.append(original[index])
                origins.append(index)
            }
            for scalar in edit.replacement.unicodeScalars {
                output.append(scalar)
                origins.append(edit.offset)
            }
            cursor = edit.offset + edit.length
        }
        for index in cursor..<original.count {
            output.append(original[index])
            origins.append(index)
        }
        text = String(output)
        self.origins = origins
    }

    /// The file unchanged.
    init(unchanged source: MaskedSource) {
        self.init(source, edits: [])
    }

    /// Where a position of the transformed text (1-based line, 1-based UTF-8 column) was in the
    /// original; nil past the original's last line (text appended after it).
    func originalPosition(line: Int, column: Int) -> (line: Int, column: Int)? {
        var currentLine = 1
        var currentColumn = 1
        var index = 0
        let scalars = Array(text.unicodeScalars)
        while index < scalars.count, currentLine < line {
            if scalars[index] == "\n" { currentLine += 1 }
            index += 1
        }
        guard currentLine == line else { return nil }
        while index < scalars.count, scalars[index] != "\n", currentColumn + UTF8.width(scalars[index]) <= column {
            currentColumn += UTF8.width(scalars[index])
            index += 1
        }
        let offset = index < origins.count ? origins[index] : original.count
        var resultLine = 1
        var resultColumn = 1
        for scalar in original[..<min(offset, original.count)] {
            if scalar == "\n" {
                resultLine += 1
                resultColumn = 1
            } else {
                resultColumn += UTF8.width(scalar)
            }
        }
        let originalLines = original.reduce(1) { $0 + ($1 == "\n" ? 1 : 0) }
        return line > originalLines ? nil : (resultLine, resultColumn)
    }
}
