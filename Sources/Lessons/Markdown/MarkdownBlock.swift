import Diagnostics

/// A block of a lesson's Markdown, as cmark-gfm parsed it, with its source position.
public indirect enum MarkdownBlock: Hashable, Sendable {
    case heading(Heading)
    case paragraph([MarkdownInline], at: SourceLocation)
    case blockQuote([MarkdownBlock], at: SourceLocation)
    case list(MarkdownList)
    case codeBlock(FencedBlock)
    case table(MarkdownTable)
    case thematicBreak(at: SourceLocation)
    /// Raw HTML is kept in the model so that `check` can point at it; the site never emits it.
    case html(String, at: SourceLocation)

    /// Where the block starts in the lesson file.
    public var location: SourceLocation {
        switch self {
        case .heading(let heading): heading.location
        case .paragraph(_, let location), .blockQuote(_, let location), .thematicBreak(let location),
            .html(_, let location):
            location
        case .list(let list): list.location
        case .codeBlock(let block): block.location
        case .table(let table): table.location
        }
    }
}

/// A heading with the anchor the site gives it.
public struct Heading: Hashable, Sendable {
    /// 1 to 6.
    public var level: Int
    public var content: [MarkdownInline]
    /// The stable, page-unique anchor (see ``Slug``).
    public var anchor: String
    public var location: SourceLocation

    /// The heading's text without markup.
    public var plainText: String { content.plainText }
}

/// A bullet or ordered list.
public struct MarkdownList: Hashable, Sendable {
    public var isOrdered: Bool
    /// The first number of an ordered list (1 for bullet lists).
    public var start: Int
    public var isTight: Bool
    public var items: [ListItem]
    public var location: SourceLocation
}

/// One item of a list; `isChecked` is non-nil for GFM task-list items (`- [ ]`, `- [x]`).
public struct ListItem: Hashable, Sendable {
    public var isChecked: Bool?
    public var blocks: [MarkdownBlock]
    public var location: SourceLocation
}

/// A GFM table.
public struct MarkdownTable: Hashable, Sendable {
    public enum Alignment: String, Hashable, Sendable { case none, left, center, right }
    public var alignments: [Alignment]
    public var header: [[MarkdownInline]]
    public var rows: [[[MarkdownInline]]]
    public var location: SourceLocation
}
