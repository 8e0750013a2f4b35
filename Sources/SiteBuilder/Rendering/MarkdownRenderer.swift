import Lessons

/// Renders the lesson model's Markdown blocks as HTML, the way the GitHub Flavored Markdown spec
/// shows it (checked example by example in `GFMConformanceTests`), with these site additions:
/// headings carry their ``Heading/anchor`` as `id` and a visible anchor link; links and images
/// go through ``LinkPolicy``; Swift code is highlighted; raw HTML is never emitted (it is shown
/// as text; `check` reports it); table alignment is a `style` (the `align` attribute is obsolete
/// in HTML5). Fenced blocks with a role (snippets, quizzes, hints) are rendered by
/// ``fencedBlockRenderer`` when it returns HTML.
///
/// It is one of the two places that escape text themselves (the other is ``HTML``): it writes
/// the lesson's text as it walks the blocks, and hands the result over as ``HTML``.
public struct MarkdownRenderer {
    /// The accessible label of a heading's anchor link (`aria-label`), in the page's language.
    public var anchorLabel: String
    /// Renders a fenced block itself, or returns nil to leave it to the default (code).
    public var fencedBlockRenderer: (FencedBlock) -> HTML? = { _ in nil }

    public init(anchorLabel: String = "Link to this section") {
        self.anchorLabel = anchorLabel
    }

    /// The HTML of `blocks`, one block element after another, ending in a newline.
    public func render(_ blocks: [MarkdownBlock]) -> HTML {
        var buffer = HTMLBuffer()
        for block in blocks { render(block, tight: false, into: &buffer) }
        return HTML(trustedMarkup: buffer.html)
    }

    /// The HTML of inline content (escaped text and inline elements).
    public func render(inlines: [MarkdownInline]) -> HTML {
        var buffer = HTMLBuffer()
        render(inlines, into: &buffer)
        return HTML(trustedMarkup: buffer.html)
    }

    func render(_ block: MarkdownBlock, tight: Bool, into buffer: inout HTMLBuffer) {
        switch block {
        case .paragraph(let inlines, _):
            if tight {
                render(inlines, into: &buffer)
            } else {
                buffer.newline()
                buffer.append("<p>")
                render(inlines, into: &buffer)
                buffer.append("</p>\n")
            }
        case .heading(let heading):
            let id = HTMLEscaping.attribute(heading.anchor)
            buffer.newline()
            buffer.append("<h\(heading.level) id=\"\(id)\">")
            render(heading.content, into: &buffer)
            buffer.append(
                "<a class=\"anchor\" href=\"#\(HTMLEscaping.attribute(LinkPolicy.percentEncoded(heading.anchor)))\" "
                    + "aria-label=\"\(HTMLEscaping.attribute(anchorLabel))\">#</a></h\(heading.level)>\n")
        case .blockQuote(let children, _):
            buffer.newline()
            buffer.append("<blockquote>\n")
            for child in children { render(child, tight: false, into: &buffer) }
            buffer.newline()
            buffer.append("</blockquote>\n")
        case .list(let list):
            renderList(list, into: &buffer)
        case .codeBlock(let fenced):
            buffer.newline()
            buffer.append(fencedBlockRenderer(fenced) ?? CodeBlockHTML.pre(code: fenced.code, info: fenced.info))
        case .table(let table):
            renderTable(table, into: &buffer)
        case .thematicBreak:
            buffer.newline()
            buffer.append("<hr />\n")
        case .html(let html, _):
            // Never passed through: shown as the text it is.
            buffer.newline()
            buffer.append("<p>\(HTMLEscaping.text(html))</p>\n")
        }
    }

    private func renderList(_ list: MarkdownList, into buffer: inout HTMLBuffer) {
        let tag = list.isOrdered ? "ol" : "ul"
        buffer.newline()
        buffer.append(list.isOrdered && list.start != 1 ? "<ol start=\"\(list.start)\">\n" : "<\(tag)>\n")
        for item in list.items {
            buffer.newline()
            buffer.append("<li>")
            if let checked = item.isChecked {
                buffer.append(checked ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" /> " : "<input type=\"checkbox\" disabled=\"\" /> ")
            }
            for child in item.blocks { render(child, tight: list.isTight, into: &buffer) }
            buffer.append("</li>\n")
        }
        buffer.newline()
        buffer.append("</\(tag)>\n")
    }

    private func renderTable(_ table: MarkdownTable, into buffer: inout HTMLBuffer) {
        func cells(_ row: [[MarkdownInline]], tag: String, into buffer: inout HTMLBuffer) {
            buffer.append("<tr>\n")
            for (index, cell) in row.enumerated() {
                let alignment = index < table.alignments.count ? table.alignments[index] : .none
                let style = alignment == .none ? "" : " style=\"text-align: \(alignment.rawValue)\""
                buffer.append("<\(tag)\(style)>")
                render(cell, into: &buffer)
                buffer.append("</\(tag)>\n")
            }
            buffer.append("</tr>\n")
        }
        buffer.newline()
        buffer.append("<table>\n<thead>\n")
        cells(table.header, tag: "th", into: &buffer)
        buffer.append("</thead>\n")
        if !table.rows.isEmpty {
            buffer.append("<tbody>\n")
            for row in table.rows { cells(row, tag: "td", into: &buffer) }
            buffer.append("</tbody>\n")
        }
        buffer.append("</table>\n")
    }
}
