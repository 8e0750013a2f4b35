import Foundation
import Lessons
import Testing
import TraceFormat

@testable import SiteBuilder

/// `run --html`'s page: everything inline, nothing fetched, one figure per snippet.
@Suite struct TraceDocumentTests {
    @Test func thePageNeedsNoOtherFile() {
        let theme = Theme(skeleton: "", assets: ["motionbook.css": Array("body { color: red; }".utf8), "motionbook.js": Array("var a = '</script>';".utf8)])
        let page = TraceDocument(
            title: "Federn <1>", items: [TraceDocument.Item(id: "slide", trace: HandMadeTraces.slide(), every: 0.1, show: [])],
            theme: theme, strings: Localizer(translations: Translations(), language: "de")
        ).render()
        #expect(page.contains("<style>\nbody { color: red; }\n</style>"))
        #expect(page.contains("var a = '<\\/script>';"))
        #expect(page.contains("default-src 'none'"))
        #expect(!page.contains(" src=\"") && !page.contains("<link"))
        #expect(page.contains("<title>Federn &lt;1&gt;</title>") && page.contains("<html lang=\"de\">"))
        #expect(page.contains("<section class=\"snippet-block\" id=\"snippet-slide\">") && page.contains("<figure class=\"trace\""))
        #expect(page.contains("class=\"trace-replay\""))
    }
}
