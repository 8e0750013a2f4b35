import Foundation
import Lessons

/// A build that could not start: a folder or theme file is missing.
public struct SiteBuildFailure: Error, Sendable {
    public var message: String

    public init(message: String) {
        self.message = message
    }
}

/// Builds the whole site in memory: loads and checks the course and the UI strings, then
/// renders every page. `output` is nil when any error was reported (nothing is written then).
public enum SiteGenerator {
    public struct Result: Sendable {
        public var output: SiteOutput?
        /// How many lesson files were read (for the summary line).
        public var lessonCount: Int
    }

    /// Runs a checked course's snippets and returns their traces (see ``SnippetTraces``),
    /// appending snippet problems to the diagnostics; throws when snippets cannot run at all.
    public typealias TraceProvider = (Course, inout DiagnosticCollector) throws(SiteBuildFailure) -> SnippetTraces

    /// `traces` is asked only when the lint found no error, so a broken lesson costs no
    /// compilation; the default provides none (pages without trace figures).
    public static func generate(
        _ options: SiteOptions, traces provider: TraceProvider = { _, _ in SnippetTraces() },
        diagnostics: inout DiagnosticCollector
    ) throws(SiteBuildFailure) -> Result {
        let course: Course
        do {
            course = try CourseLoader().load([options.contentFolder], diagnostics: &diagnostics)
        } catch {
            throw SiteBuildFailure(message: "no such content folder: \(error.path)")
        }
        CourseChecker().check(course, diagnostics: &diagnostics)
        guard FileManager.default.fileExists(atPath: options.translationsFolder) else {
            throw SiteBuildFailure(message: "no translations folder: \(options.translationsFolder)")
        }
        let translations = Translations.load(folder: options.translationsFolder, requiredKeys: UIString.keys, diagnostics: &diagnostics)
        let theme: Theme
        do {
            theme = try Theme.load(folder: options.themeFolder)
        } catch {
            throw SiteBuildFailure(message: "missing theme file: \(error.path)")
        }
        guard !diagnostics.diagnostics.contains(where: { $0.severity == .error }) else {
            return Result(output: nil, lessonCount: course.lessons.count)
        }
        let traces = try provider(course, &diagnostics)
        guard !diagnostics.diagnostics.contains(where: { $0.severity == .error }) else {
            return Result(output: nil, lessonCount: course.lessons.count)
        }
        return Result(
            output: render(course: course, translations: translations, theme: theme, baseURL: options.baseURL, traces: traces),
            lessonCount: course.lessons.count)
    }

    /// Every page, asset, search index and the sitemap of a checked course.
    static func render(
        course: Course, translations: Translations, theme: Theme, baseURL: String?, traces: SnippetTraces = SnippetTraces()
    ) -> SiteOutput {
        let model = SiteModel(course: course)
        let chrome = PageChrome(model: model, theme: theme, translations: translations)
        var output = SiteOutput()
        for (name, bytes) in theme.assets { output.files["assets/\(name)"] = bytes }
        output.add("index.html", LandingPage(chrome: chrome).render())
        output.add("404.html", NotFoundPage(chrome: chrome, baseURL: baseURL).render())
        var sitemapPages: [(path: String, alternates: [(language: String, path: String)])] = [("index.html", [])]
        for language in SiteModel.languageOrder {
            output.add("\(language.code)/index.html", LanguageIndexPage(chrome: chrome, language: language).render())
            sitemapPages.append(("\(language.code)/index.html", SiteModel.languageOrder.map { ($0.code, "\($0.code)/index.html") }))
            let lessons = model.lessons(in: language)
            output.add("\(language.code)/search-index.js", SearchIndex(lessons: lessons).script)
            for lesson in lessons {
                let path = SiteModel.path(of: lesson, in: language)
                output.add(path, LessonPage(chrome: chrome, lesson: lesson, language: language, traces: traces).render())
                let alternates = SiteModel.languageOrder.compactMap { other in
                    model.translation(of: lesson.id ?? "", in: other).map { (other.code, SiteModel.path(of: $0, in: other)) }
                }
                sitemapPages.append((path, alternates))
                for (imagePath, bytes) in LessonImages.files(of: lesson) { output.files[imagePath] = bytes }
            }
        }
        output.add("sitemap.xml", Sitemap.xml(pages: sitemapPages, baseURL: baseURL))
        return output
    }
}
