import Lessons
@testable import SiteBuilder
import Testing

/// Pages are rendered concurrently; the site must be what rendering them one by one gives.
@Suite struct ConcurrentRenderingTests {
    @Test func everyPageIsTheOneRenderedAlone() throws {
        let checked = try CourseLint(
            paths: [SiteFixture.courseContent], translations: .folder(SiteFixture.translations), requiredKeys: UIString.keys
        ).run()
        #expect(!checked.hasErrors, "\(checked.diagnostics)")
        let theme = try Theme.load(folder: SiteFixture.theme)
        let site = SiteGenerator.generate(checked, theme: theme)
        let model = SiteModel(course: checked.course)
        let chrome = PageChrome(model: model, theme: theme, translations: checked.translations)
        var rendered = 0
        for language in SiteModel.languageOrder {
            #expect(site.files["\(language.code)/index.html"] == Array(LanguageIndexPage(chrome: chrome, language: language).render().utf8))
            for lesson in model.lessons(in: language) {
                let path = SiteModel.path(of: lesson, in: language)
                let alone = LessonPage(chrome: chrome, lesson: lesson, language: language, traces: checked.traces).render()
                #expect(site.files[path] == Array(alone.utf8), "\(path) differs from the page rendered alone")
                rendered += 1
            }
        }
        #expect(rendered > 10)
        #expect(SiteGenerator.generate(checked, theme: theme) == site)
    }
}
