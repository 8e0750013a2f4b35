import Diagnostics
import Lessons
import TraceFormat
@testable import SiteBuilder
import Testing

/// The small pieces the pages are made with.
@Suite struct SupportTests {
    @Test func pathsStayAsTheUserWroteThem() {
        #expect(PathText.sibling(of: "content", named: "translations") == "translations")
        #expect(PathText.sibling(of: "course/content/", named: "site") == "course/site")
        #expect(PathText.sibling(of: "/srv/content", named: "site") == "/srv/site")
        #expect(PathText.sibling(of: "/content", named: "site") == "/site")
        #expect(PathText.parent(".") == ".." && PathText.parent("..") == "../..")
    }

    @Test func templatesFillEachSlotOnce() {
        #expect(Template.fill("<p>{{a}}|{{b}}|{{missing}}</p>", ["a": "{{b}}", "b": "x"]) == "<p>{{b}}|x|</p>")
        #expect(Template.fill("open {{ end", [:]) == "open {{ end")
    }

    @Test func formatsAndNumbers() {
        var collector = DiagnosticCollector()
        let translations = Translations.load(folder: SiteFixture.translations, requiredKeys: UIString.keys, diagnostics: &collector)
        #expect(collector.diagnostics.isEmpty)
        #expect(Localizer(translations: translations, language: "zh-Hans").format(.quizScore, 2, 7) == "已答对 2 题，共 7 题")
        #expect(Localizer(translations: translations, language: "de")[.next] == "Nächste Lektion")
        #expect(NumberText.shortest(70) == "70" && NumberText.shortest(0.5) == "0.5" && NumberText.shortest(-0.0) == "0")
        #expect(NumberText.shortest(1.42) == "1.42")
    }
}
