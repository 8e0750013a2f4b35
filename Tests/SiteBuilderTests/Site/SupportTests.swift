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

    /// Each language's decimal mark comes from the catalog: a comma in German and Bulgarian, a
    /// point in Chinese and English; a mark that is not one character falls back to a point.
    @Test func decimalMarksPerLanguage() {
        var collector = DiagnosticCollector()
        let translations = Translations.load(folder: SiteFixture.translations, requiredKeys: UIString.keys, diagnostics: &collector)
        let german = Localizer(translations: translations, language: "de")
        #expect(german.number(0.35, decimals: 3) == "0,35" && german.number(2, decimals: 3) == "2")
        #expect(german.decimal("65 ± 0.5") == "65 ± 0,5")
        #expect(Localizer(translations: translations, language: "bg").number(-1.5, decimals: 1) == "-1,5")
        #expect(Localizer(translations: translations, language: "zh-Hans").number(0.35, decimals: 3) == "0.35")
        #expect(Localizer(translations: translations, language: "en").decimal("0.25") == "0.25")
        #expect(Localizer(translations: Translations(), language: "de").number(0.5, decimals: 1) == "0.5")
    }
}
