/// The public entry to the Markdown parser the lesson parser uses: GitHub Flavored Markdown as
/// cmark-gfm parses it (tables, strikethrough, autolinks, task lists), turned into the lesson
/// model's ``MarkdownBlock`` values. Headings get the page-unique anchors of ``Slugger``;
/// fenced blocks stay plain code (their info string is not interpreted).
public enum MarkdownParser {
    /// The blocks of a Markdown document or fragment.
    public static func parse(_ markdown: String) -> [MarkdownBlock] {
        MarkdownBlock.anchoringHeadings(CmarkConverter.parse(markdown))
    }
}

extension MarkdownBlock {
    /// `blocks` with every heading in them given its page-unique anchor (``Slugger``), in
    /// document order: the one place headings get anchors, for lessons and for Markdown alike.
    static func anchoringHeadings(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        var slugger = Slugger()
        return blocks.map {
            $0.mappingLeaves { block in
                guard case .heading(var heading) = block else { return block }
                heading.anchor = slugger.anchor(for: heading.plainText)
                return .heading(heading)
            }
        }
    }

    /// The block with `transform` applied to itself, or (for a quote or a list) to every block
    /// nested in it that is neither, in document order; the quotes and lists are kept.
    func mappingLeaves(_ transform: (MarkdownBlock) -> MarkdownBlock) -> MarkdownBlock {
        switch self {
        case .blockQuote(let children, let at):
            return .blockQuote(children.map { $0.mappingLeaves(transform) }, at: at)
        case .list(var list):
            for index in list.items.indices {
                list.items[index].blocks = list.items[index].blocks.map { $0.mappingLeaves(transform) }
            }
            return .list(list)
        case .heading, .paragraph, .codeBlock, .table, .thematicBreak, .html:
            return transform(self)
        }
    }
}
