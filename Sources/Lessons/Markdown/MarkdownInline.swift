import Diagnostics

/// Inline content of a paragraph, heading or table cell.
public indirect enum MarkdownInline: Hashable, Sendable {
    case text(String)
    case softBreak
    case lineBreak
    case code(String)
    case emphasis([MarkdownInline])
    case strong([MarkdownInline])
    case strikethrough([MarkdownInline])
    /// `destination` is the URL as written; `isAutolink` marks `<https://…>` and bare GFM autolinks.
    case link(destination: String, title: String, content: [MarkdownInline], at: SourceLocation)
    case image(source: String, title: String, alt: [MarkdownInline], at: SourceLocation)
    /// Raw inline HTML, kept for diagnostics only.
    case html(String, at: SourceLocation)
}

extension Array where Element == MarkdownInline {
    /// The text a reader sees, without markup (images contribute their alt text).
    public var plainText: String {
        map { inline -> String in
            switch inline {
            case .text(let text), .code(let text): text
            case .softBreak, .lineBreak: " "
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                children.plainText
            case .link(_, _, let children, _), .image(_, _, let children, _): children.plainText
            case .html: ""
            }
        }.joined()
    }
}
