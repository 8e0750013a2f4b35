// SiteBuilder: the course as a static HTML site (DESIGN.md, "SiteBuilder").
import Foundation
import Lessons

/// Where a build reads from and what it is told about the site.
public struct SiteOptions: Sendable {
    /// The content folder: one subfolder per language.
    public var contentFolder: String
    /// The String Catalogs of the UI strings.
    public var translationsFolder: String
    /// The theme sources (`page.html`, CSS, JS).
    public var themeFolder: String
    /// The public address of the site, for `sitemap.xml` and `404.html`; nil leaves them relative.
    public var baseURL: String?

    public init(contentFolder: String, translationsFolder: String, themeFolder: String, baseURL: String? = nil) {
        self.contentFolder = contentFolder
        self.translationsFolder = translationsFolder
        self.themeFolder = themeFolder
        self.baseURL = baseURL
    }

    /// The folders beside a content folder: `content` → `translations`, `site`;
    /// `course/content` → `course/translations`, `course/site`.
    public static func beside(content: String, baseURL: String? = nil) -> SiteOptions {
        SiteOptions(
            contentFolder: content, translationsFolder: PathText.sibling(of: content, named: "translations"),
            themeFolder: PathText.sibling(of: content, named: "site"), baseURL: baseURL)
    }
}

/// Path arithmetic on paths as the user wrote them, so that relative paths stay relative in
/// messages.
public enum PathText {
    /// The folder holding `path`: `a/b` → `a`, `b` → `.`, `/b` → `/`, `.` → `..`.
    public static func parent(_ path: String) -> String {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        if trimmed == "." { return ".." }
        if trimmed == ".." || trimmed.hasSuffix("/..") { return trimmed + "/.." }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// `name` in the same folder as `path`.
    public static func sibling(of path: String, named name: String) -> String {
        let folder = parent(path)
        return folder == "." ? name : folder == "/" ? "/" + name : folder + "/" + name
    }
}

/// A build that could not start: a folder or theme file is missing.
public struct SiteBuildFailure: Error, Sendable {
    public var message: String
}

/// Builds the whole site in memory: loads and checks the course and the UI strings, then
/// renders every page. `output` is nil when any error was reported (nothing is written then).
public enum SiteGenerator {
    public struct Result: Sendable {
        public var output: SiteOutput?
        /// How many lesson files were read (for the summary line).
        public var lessonCount: Int
    }

    public static func generate(
        _ options: SiteOptions, diagnostics: inout DiagnosticCollector
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
        return Result(
            output: render(course: course, translations: translations, theme: theme, baseURL: options.baseURL),
            lessonCount: course.lessons.count)
    }

    /// Every page, asset, search index and the sitemap of a checked course.
    static func render(course: Course, translations: Translations, theme: Theme, baseURL: String?) -> SiteOutput {
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
                output.add(path, LessonPage(chrome: chrome, lesson: lesson, language: language).render())
                let alternates = SiteModel.languageOrder.compactMap { other in
                    model.translation(of: lesson.id ?? "", in: other).map { (other.code, SiteModel.path(of: $0, in: other)) }
                }
                sitemapPages.append((path, alternates))
                for (imagePath, bytes) in LessonImages.files(of: lesson, language: language) { output.files[imagePath] = bytes }
            }
        }
        output.add("sitemap.xml", Sitemap.xml(pages: sitemapPages, baseURL: baseURL))
        return output
    }
}

/// Images a lesson shows by a relative path, copied to the same place beside its page. Only
/// files inside the content folder are copied.
enum LessonImages {
    static func files(of lesson: Lesson, language: Language) -> [(String, [UInt8])] {
        let folder = URL(fileURLWithPath: lesson.path).standardizedFileURL.deletingLastPathComponent()
        let contentRoot = folder.deletingLastPathComponent().path + "/"
        var files: [(String, [UInt8])] = []
        for block in lesson.allBlocks {
            for inline in block.inlines.flatMap(\.descendantsIncludingSelf) {
                guard case .image(let source, _, _, _) = inline, LinkPolicy.scheme(of: source) == nil,
                    !source.hasPrefix("/")
                else { continue }
                let relative = String(source.split(separator: "#")[0].split(separator: "?")[0])
                let decoded = relative.removingPercentEncoding ?? relative
                let sitePath = URL(fileURLWithPath: "/\(language.code)/\(decoded)").standardizedFileURL.path.dropFirst()
                let file = folder.appendingPathComponent(decoded).standardizedFileURL.path
                guard file.hasPrefix(contentRoot), let data = FileManager.default.contents(atPath: file)
                else { continue }
                files.append((String(sitePath), [UInt8](data)))
            }
        }
        return files
    }
}
