import Lessons
import Toolbox

/// Renders the whole site in memory from a checked course and a theme: a pure function, it
/// reads no file and runs nothing (the course pipeline of the command-line tool loads, lints
/// and runs the snippets before). Give it a course without errors: it renders what it is given.
public enum SiteGenerator {
    /// Every page, asset, search index and the sitemap of `checked`; `baseURL` is the site's
    /// public address for `sitemap.xml` and `404.html` (nil leaves them relative).
    ///
    /// The pages are independent of each other and are rendered concurrently on every core
    /// (``ParallelMap``), each from values only, then put together in a fixed order: the
    /// output is the same, byte for byte, however the rendering was scheduled.
    public static func generate(_ checked: CheckedCourse, theme: Theme, baseURL: String? = nil) -> SiteOutput {
        render(checked, theme: theme, baseURL: baseURL, cache: nil).site
    }

    /// The same site, with the lesson bodies and search indexes that `cache` holds reused
    /// (``RenderCache``); the report lists what was rendered now, for the caller to store.
    public static func generate(
        _ checked: CheckedCourse, theme: Theme, baseURL: String? = nil, cache: RenderCache
    ) -> (site: SiteOutput, report: RenderCache.Report) {
        render(checked, theme: theme, baseURL: baseURL, cache: cache)
    }

    /// A rendered file, with the cacheable part it was made from.
    private struct Rendered: Sendable {
        var text: String
        var part: (fingerprint: String, text: String, reused: Bool)?
    }

    private static func render(
        _ checked: CheckedCourse, theme: Theme, baseURL: String?, cache: RenderCache?
    ) -> (site: SiteOutput, report: RenderCache.Report) {
        let traces = checked.traces
        let model = SiteModel(course: checked.course)
        let chrome = PageChrome(model: model, theme: theme, translations: checked.translations)
        var pages: [(path: String, render: @Sendable () -> Rendered)] = [
            ("index.html", { Rendered(text: LandingPage(chrome: chrome).render()) }),
            ("404.html", { Rendered(text: NotFoundPage(chrome: chrome, baseURL: baseURL).render()) }),
        ]
        var images: [(String, [UInt8])] = []
        var sitemapPages: [(path: String, alternates: [(language: String, path: String)])] = [("index.html", [])]
        for language in SiteModel.languageOrder {
            pages.append(("\(language.code)/index.html", { Rendered(text: LanguageIndexPage(chrome: chrome, language: language).render()) }))
            pages.append(("\(language.code)/\(SiteModel.reviewPage)", { Rendered(text: ReviewPage(chrome: chrome, language: language).render()) }))
            sitemapPages.append(("\(language.code)/index.html", SiteModel.languageOrder.map { ($0.code, "\($0.code)/index.html") }))
            let lessons = model.lessons(in: language)
            pages.append(("\(language.code)/search-index.js", {
                cached(cache, cache?.searchIndexFingerprint(lessons, language: language)) { SearchIndex(lessons: lessons, memo: cache?.searchTerms).script }
            }))
            let strings = cache == nil ? "" : RenderCache.stringsDigest(checked.translations, language: language)
            for lesson in lessons {
                let path = SiteModel.path(of: lesson, in: language)
                pages.append((path, {
                    var page = LessonPage(chrome: chrome, lesson: lesson, language: language, traces: traces)
                    let body = cached(cache, cache?.bodyFingerprint(lesson.lesson, strings: strings, traces: traces)) { page.body() }
                    page.renderedBody = body.text
                    return Rendered(text: page.render(), part: body.part)
                }))
                let alternates = SiteModel.languageOrder.compactMap { other in
                    model.translation(of: lesson.id, in: other).map { (other.code, SiteModel.path(of: $0, in: other)) }
                }
                sitemapPages.append((path, alternates))
                images += LessonImages.files(of: lesson.lesson, in: checked.images)
                let lessonStrings = chrome.strings(language)
                for snippet in lesson.lesson.snippets where ExplorerData.isComplete(snippet, lessonPath: SnippetTraces.key(of: lesson.lesson), traces: traces) {
                    // An explorer's data: its own file, loaded when the reader reaches it.
                    let lessonPath = SnippetTraces.key(of: lesson.lesson)
                    pages.append((ExplorerHTML.dataPath(lessonPath: lessonPath, snippetID: snippet.id), {
                        cached(cache, cache?.explorerFingerprint(snippet, in: lesson.lesson, strings: strings, traces: traces)) {
                            ExplorerData(snippet: snippet, lessonPath: lessonPath, traces: traces, strings: lessonStrings)?.script() ?? ""
                        }
                    }))
                }
                // A predict-first block's table: its own file, loaded after the guess.
                for snippet in lesson.lesson.snippets where snippet.role == .run {
                    let lessonPath = SnippetTraces.key(of: lesson.lesson)
                    guard let prediction = snippet.prediction, let trace = traces[lessonPath, snippet.id] else { continue }
                    pages.append((PredictHTML.dataPath(lessonPath: lessonPath, snippetID: snippet.id), {
                        Rendered(text: PredictHTML(snippet: snippet, prediction: prediction, trace: trace, strings: lessonStrings).script())
                    }))
                }
                // The figure of each variant a question asks about: its own file, loaded after the answer.
                for (reference, anchor) in AskedVariant.questions(of: lesson.lesson) {
                    guard AskedVariant.hasTrace(reference, in: lesson.lesson, traces: traces) else { continue }
                    let lessonPath = SnippetTraces.key(of: lesson.lesson)
                    pages.append((AskedVariant.dataPath(lessonPath: lessonPath, anchor: anchor), {
                        Rendered(text: AskedVariant.script(reference, anchor: anchor, in: lesson.lesson, traces: traces, strings: lessonStrings) ?? "")
                    }))
                }
            }
        }
        let rendered = ParallelMap.map(pages) { page in
            let result = page.render()
            return (bytes: Array(result.text.utf8), part: result.part)
        }
        var output = SiteOutput()
        var report = RenderCache.Report()
        for (name, bytes) in theme.assets { output.files["assets/\(name)"] = bytes }
        for (page, result) in zip(pages, rendered) {
            output.files[page.path] = result.bytes
            guard let part = result.part else { continue }
            if part.reused { report.reused.insert(part.fingerprint) } else { report.rendered[part.fingerprint] = Array(part.text.utf8) }
        }
        for (imagePath, bytes) in images { output.files[imagePath] = bytes }
        output.add("sitemap.xml", Sitemap.xml(pages: sitemapPages, baseURL: baseURL))
        return (output, report)
    }

    /// A part taken from `cache` under `fingerprint`, or rendered now; without a cache or a
    /// fingerprint, rendered with no part to store.
    private static func cached(_ cache: RenderCache?, _ fingerprint: String?, render: () -> String) -> Rendered {
        guard let cache, let fingerprint else { return Rendered(text: render()) }
        if let bytes = cache.load(fingerprint) {
            let text = String(decoding: bytes, as: UTF8.self)
            return Rendered(text: text, part: (fingerprint, text, true))
        }
        let text = render()
        return Rendered(text: text, part: (fingerprint, text, false))
    }
}
