import Foundation
@testable import SiteBuilder
import Testing

/// The element builder: text and attribute values are escaped by their type on the way in,
/// markup is kept as it is, and no page code escapes by hand.
@Suite struct HTMLTests {
    static let hostile = #"<script>"a" & 'b'</script>"#

    @Test func interpolatedTextIsEscapedAsText() {
        let html: HTML = "<p>\(Self.hostile)</p>"
        #expect(html.markup == "<p>&lt;script&gt;&quot;a&quot; &amp; 'b'&lt;/script&gt;</p>")
        #expect(HTML(text: Self.hostile).markup == "&lt;script&gt;&quot;a&quot; &amp; 'b'&lt;/script&gt;")
    }

    @Test func attributeValuesAreEscapedAsAttributes() {
        let html: HTML = "<a title=\"\(attribute: Self.hostile)\">x</a>"
        #expect(html.markup == "<a title=\"&lt;script&gt;&quot;a&quot; &amp; &#x27;b&#x27;&lt;/script&gt;\">x</a>")
        let element = HTML.element("a", [.init("href", "?a=1&b='2'"), .init("class", "c")], text: "<x>")
        #expect(element.markup == "<a href=\"?a=1&amp;b=&#x27;2&#x27;\" class=\"c\">&lt;x&gt;</a>")
    }

    @Test func scriptDataCannotEndItsElement() {
        let html: HTML = "<script type=\"application/json\">\(scriptData: #"{"a":"</script><!--"}"#)</script>"
        #expect(html.markup == #"<script type="application/json">{"a":"\u003c/script>\u003c!--"}</script>"#)
    }

    @Test func markupAndNumbersGoInAsTheyAre() {
        let inner = HTML.element("em", text: "a&b")
        let html: HTML = "<p data-n=\"\(42)\" data-ok=\"\(true)\">\(inner)\(nil as HTML?)</p>"
        #expect(html.markup == "<p data-n=\"42\" data-ok=\"true\"><em>a&amp;b</em></p>")
        #expect([inner, HTML(text: "<")].joined(separator: " · ").markup == "<em>a&amp;b</em> · &lt;")
        #expect((inner + "<br>").markup == "<em>a&amp;b</em><br>")
        #expect(HTML(trustedMarkup: "<b>kept</b>").markup == "<b>kept</b>" && HTML.empty.isEmpty)
    }

    /// The escapers are called by the builder (`Markup/`) and the Markdown renderer alone.
    /// (`site-bench` times the escaper against its scalar reference, `ScalarHTMLEscaping`,
    /// which is not an escaper of pages.)
    @Test func onlyTheBuilderAndTheMarkdownRendererEscape() throws {
        let sources = TestPaths.root.appendingPathComponent("Sources")
        let allowed = ["SiteBuilder/Markup/", "SiteBuilder/Rendering/MarkdownRenderer"]
        let call = try Regex(#"(^|[^A-Za-z0-9_])HTMLEscaping\."#)
        var callers: [String] = []
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") && !allowed.contains(where: file.hasPrefix) {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            if text.contains(call) { callers.append(file) }
        }
        #expect(callers.isEmpty, "HTMLEscaping called in \(callers)")
    }
}
