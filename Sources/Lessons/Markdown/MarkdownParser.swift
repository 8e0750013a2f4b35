/// The public entry to the Markdown parser the lesson parser uses: GitHub Flavored Markdown as
/// cmark-gfm parses it (tables, strikethrough, autolinks, task lists), turned into the lesson
/// model's ``MarkdownBlock`` values. Headings get the page-unique anchors of ``Slugger``;
/// fenced blocks stay plain code (their info string is not interpreted).
public enum MarkdownParser {
    /// The blocks of a Markdown document or fragment.
    public static func parse(_ markdown: String) -> [MarkdownBlock] {
        var slugger = Slugger()
        return CmarkConverter.parse(markdown).map { $0.assigningAnchors(with: &slugger) }
    }
}

extension MarkdownBlock {
    /// The block with every heading in it given its anchor, in document order.
    func assigningAnchors(with slugger: inout Slugger) -> MarkdownBlock {
        switch self {
        case .heading(var heading):
            heading.anchor = slugger.anchor(for: heading.plainText)
            return .heading(heading)
        case .blockQuote(let children, let at):
            return .blockQuote(children.map { $0.assigningAnchors(with: &slugger) }, at: at)
        case .list(var list):
            for index in list.items.indices {
                list.items[index].blocks = list.items[index].blocks.map { $0.assigningAnchors(with: &slugger) }
            }
            return .list(list)
        default:
            return self
        }
    }
}
