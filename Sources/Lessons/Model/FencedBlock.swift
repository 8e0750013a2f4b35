import Diagnostics

/// A code block of a lesson: its info string, its text, and what the info string makes of it.
public struct FencedBlock: Hashable, Sendable {
    /// What a fenced block is, by its info string (see the README's fence table).
    public enum Kind: Hashable, Sendable {
        /// Code to read or preformatted text (`swift`, `text`, `mermaid`, an indented block …).
        case code
        /// `swift run`, `swift exercise` or `swift solution`.
        case snippet(Snippet)
        /// `quiz id=…`.
        case quiz(Quiz)
        /// `hint for=…`: one hint of an exercise.
        case hint(Hint)
        /// `reveal for=…`: prose shown with a predict-first snippet's result.
        case reveal(PredictReveal)
    }

    /// The info string as written (empty for indented code blocks).
    public var info: String
    /// The block's text, with the fence's indentation removed, ending in a newline.
    public var code: String
    /// The position of the opening fence.
    public var location: SourceLocation
    /// False for indented code blocks.
    public var isFenced: Bool
    public var kind: Kind = .code

    public init(info: String, code: String, location: SourceLocation, isFenced: Bool, kind: Kind = .code) {
        self.info = info
        self.code = code
        self.location = location
        self.isFenced = isFenced
        self.kind = kind
    }

    /// The language word of the info string (`swift`, `quiz`, `text` …), empty if none.
    public var language: String { FenceInfo(info).language }

    /// The line of the block's first content line in the lesson file.
    public var firstCodeLine: Int { isFenced ? location.line + 1 : location.line }
}
