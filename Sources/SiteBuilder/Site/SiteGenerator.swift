import Lessons

/// Renders the whole site in memory from a checked course and a theme: a pure function, it
/// reads no file and runs nothing (the course pipeline of the command-line tool loads, lints
/// and runs the snippets before). Give it a course without errors: it renders what it is given.
public enum SiteGenerator {
    /// Every page, asset, search index and the sitemap of `checked`; `baseURL` is the site's
    /// public address for `sitemap.xml` and `404.html` (nil leaves them relative).
    ///
    /// The pages are independent of each other and are rendered concurrently on every core
    /// (``ConcurrentMap``), each from values only, then put together in a fixed order: the
    /// output is the same, byte for byte, however the rendering was scheduled.
    public static func generate(_ checked: CheckedCourse, theme: Theme, baseURL: String? = nil) -> SiteOutput {
        let traces = checked.traces
        let model = SiteModel(course: checked.course)
        let chrome = PageChrome(model: model, theme: theme, translations: checked.translations)
        var pages: [(path: String, render: @Sendable () -> String)] = [
            ("index.html", { LandingPage(chrome: chrome).render() }),
            ("404.html", { NotFoundPage(chrome: chrome, baseURL: baseURL).render() }),
        ]
        var images: [(String, [UInt8])] = []
        var sitemapPages: [(path: String, alternates: [(language: String, path: String)])] = [("index.html", [])]
        for language in SiteModel.languageOrder {
            pages.append(("\(language.code)/index.html", { LanguageIndexPage(chrome: chrome, language: language).render() }))
            sitemapPages.append(("\(language.code)/index.html", SiteModel.languageOrder.map { ($0.code, "\($0.code)/index.html") }))
            let lessons = model.lessons(in: language)
            pages.append(("\(language.code)/search-index.js", { SearchIndex(lessons: lessons).script }))
            for lesson in lessons {
                let path = SiteModel.path(of: lesson, in: language)
                pages.append((path, { LessonPage(chrome: chrome, lesson: lesson, language: language, traces: traces).render() }))
                let alternates = SiteModel.languageOrder.compactMap { other in
                    model.translation(of: lesson.id ?? "", in: other).map { (other.code, SiteModel.path(of: $0, in: other)) }
                }
                sitemapPages.append((path, alternates))
                images += LessonImages.files(of: lesson, in: checked.images)
            }
        }
        let rendered = ConcurrentMap.map(pages) { Array($0.render().utf8) }
        var output = SiteOutput()
        for (name, bytes) in theme.assets { output.files["assets/\(name)"] = bytes }
        for (page, bytes) in zip(pages, rendered) { output.files[page.path] = bytes }
        for (imagePath, bytes) in images { output.files[imagePath] = bytes }
        output.add("sitemap.xml", Sitemap.xml(pages: sitemapPages, baseURL: baseURL))
        return output
    }
}
