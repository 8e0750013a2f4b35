/// A lexical token of Swift source, as ``SwiftTokenizer`` cuts it. Concatenating the `text` of
/// every token gives back the source exactly (scalar for scalar).
public struct SwiftToken: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case whitespace
        /// `// …` to the end of the line.
        case lineComment
        /// `/* … */`, nested comments included.
        case blockComment
        /// `/// …` or `/** … */`.
        case docComment
        /// A name, including backticked ones and `$0`-style names.
        case identifier
        /// An integer or floating-point literal (`42`, `0.25`, `1_000`, `0xFF`, `1e-3`).
        case number
        /// The opening or closing delimiter of a string literal: `"`, `"""`, `#"`, `"#` …
        case stringDelimiter
        /// Literal text of a string between its delimiters and interpolations, escapes included.
        case stringText
        /// `\(` (or `\#(` in raw strings) opening an interpolation.
        case interpolationStart
        /// The `)` closing an interpolation.
        case interpolationEnd
        /// `@` directly followed by a name: `@State`, `@ViewBuilder`.
        case attribute
        /// `#` directly followed by a name: `#available`, `#if`, `#Preview`.
        case poundDirective
        /// A `\` in code: the start of a key path (`\.scale`).
        case backslash
        /// `.`
        case dot
        /// Any other operator or punctuation character run.
        case punctuation
    }

    public var kind: Kind
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
