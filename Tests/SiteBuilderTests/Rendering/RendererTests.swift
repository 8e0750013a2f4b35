import Lessons
import SiteBuilder
import Testing

/// Escaping, the URL allow-list and the site's additions to plain Markdown.
@Suite struct RendererTests {
    func html(_ markdown: String) -> String { MarkdownRenderer().render(MarkdownParser.parse(markdown)).markup }

    @Test func textAndAttributesAreEscapedSeparately() {
        #expect(HTMLEscaping.text(#"<script>"a" & 'b'"#) == "&lt;script&gt;&quot;a&quot; &amp; 'b'")
        #expect(HTMLEscaping.attribute(#"x" onmouseover='y' <&"#) == "x&quot; onmouseover=&#x27;y&#x27; &lt;&amp;")
        #expect(HTMLEscaping.scriptData(#"{"a":"</script>"}"#) == #"{"a":"\u003c/script>"}"#)
    }

    @Test func onlyAllowedSchemesBecomeLinks() {
        for destination in ["javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)",
            "data:text/html,<script>alert(1)</script>", "vbscript:msgbox", "file:///etc/passwd"]
        {
            #expect(LinkPolicy.href(for: destination) == nil, "\(destination)")
        }
        #expect(LinkPolicy.href(for: "https://example.com/a b") == "https://example.com/a%20b")
        #expect(LinkPolicy.href(for: "mailto:a@b.c") == "mailto:a@b.c")
        #expect(LinkPolicy.href(for: "02-springs.md#как-работи") == "02-springs.html#%D0%BA%D0%B0%D0%BA-%D1%80%D0%B0%D0%B1%D0%BE%D1%82%D0%B8")
        #expect(LinkPolicy.href(for: "../de/01-x.md") == "../de/01-x.html")
        #expect(LinkPolicy.href(for: "notes.md.txt") == "notes.md.txt")
        #expect(LinkPolicy.href(for: "https://example.com/readme.md") == "https://example.com/readme.md")
        #expect(html("[x](javascript:alert(1)) ![y](javascript:alert(2))") == "<p>x y</p>\n")
    }

    @Test func nothingInALessonBecomesMarkup() {
        let rendered = html(#"""
            # <script>alert(1)</script>

            A "quote" & <b>bold</b> and [link](https://a.example/?q="x" 'a "title"')

            ```swift
            let s = "</code><script>alert(1)</script>"
            ```
            """#)
        #expect(!rendered.contains("<script>") && !rendered.contains("<b>"))
        #expect(rendered.contains(#"title="a &quot;title&quot;""#))
        #expect(rendered.contains(#"href="https://a.example/?q=%22x%22""#))
    }

    @Test func headingsCarryTheirAnchorAndALink() {
        #expect(html("## Как работи?\n\n## Как работи?\n") == """
            <h2 id="как-работи">Как работи?<a class="anchor" href="#%D0%9A%D0%B0%D0%BA-%D1%80%D0%B0%D0%B1%D0%BE%D1%82%D0%B8" aria-label="Link to this section">#</a></h2>
            <h2 id="как-работи-1">Как работи?<a class="anchor" href="#%D0%BA%D0%B0%D0%BA-%D1%80%D0%B0%D0%B1%D0%BE%D1%82%D0%B8-1" aria-label="Link to this section">#</a></h2>

            """.replacingOccurrences(of: "#%D0%9A", with: "#%D0%BA"))
    }

    @Test func tablesAlignWithStylesAndTaskListsAreDisabled() {
        let table = html("| a | b |\n|:-:|--:|\n| 1 | 2 |\n")
        #expect(table.contains(#"<th style="text-align: center">a</th>"#) && table.contains(#"<td style="text-align: right">2</td>"#))
        #expect(html("- [x] done\n- [ ] open\n").contains(#"<li><input type="checkbox" checked="" disabled="" /> done</li>"#))
    }
}
