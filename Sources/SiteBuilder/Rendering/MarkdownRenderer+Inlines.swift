import Lessons

extension MarkdownRenderer {
    /// `insideStrong`: the inlines are the direct content of a `strong`, where cmark-gfm writes a
    /// nested `strong` (`****foo****`) without tags of its own.
    func render(_ inlines: [MarkdownInline], insideStrong: Bool = false, into buffer: inout HTMLBuffer) {
        for inline in inlines { render(inline, insideStrong: insideStrong, into: &buffer) }
    }

    private func render(_ inline: MarkdownInline, insideStrong: Bool, into buffer: inout HTMLBuffer) {
        switch inline {
        case .text(let text):
            buffer.append(HTMLEscaping.text(text))
        case .softBreak:
            buffer.append("\n")
        case .lineBreak:
            buffer.append("<br />\n")
        case .code(let code):
            buffer.append("<code>\(HTMLEscaping.text(code))</code>")
        case .emphasis(let children):
            wrap("em", children, into: &buffer)
        case .strong(let children) where insideStrong:
            render(children, insideStrong: true, into: &buffer)
        case .strong(let children):
            buffer.append("<strong>")
            render(children, insideStrong: true, into: &buffer)
            buffer.append("</strong>")
        case .strikethrough(let children):
            wrap("del", children, into: &buffer)
        case .link(let destination, let title, let children, _):
            guard let href = LinkPolicy.href(for: destination) else {
                // A destination outside the allow-list: its text only, nothing to follow.
                render(children, into: &buffer)
                return
            }
            buffer.append("<a href=\"\(HTMLEscaping.attribute(href))\"\(titleAttribute(title))>")
            render(children, into: &buffer)
            buffer.append("</a>")
        case .image(let source, let title, let alt, _):
            let altText = HTMLEscaping.attribute(alt.plainText)
            guard let src = LinkPolicy.href(for: source) else {
                buffer.append(HTMLEscaping.text(alt.plainText))
                return
            }
            buffer.append("<img src=\"\(HTMLEscaping.attribute(src))\" alt=\"\(altText)\"\(titleAttribute(title)) />")
        case .html(let html, _):
            // Never passed through: shown as the text it is.
            buffer.append(HTMLEscaping.text(html))
        }
    }

    private func wrap(_ tag: String, _ children: [MarkdownInline], into buffer: inout HTMLBuffer) {
        buffer.append("<\(tag)>")
        render(children, into: &buffer)
        buffer.append("</\(tag)>")
    }

    private func titleAttribute(_ title: String) -> String {
        title.isEmpty ? "" : " title=\"\(HTMLEscaping.attribute(title))\""
    }
}
