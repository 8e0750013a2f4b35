import Diagnostics
import Lessons
import SiteBuilder
import SnippetRunner

/// `motionbook build`: the course as a static site.
struct BuildCommand: Command {
    static let name = "build"
    static let abstract = "Build the course as a static site in _site/."
    static let discussion = """
        Checks the course and writes the site: a landing page, per language an index and one
        page per lesson, 404.html and sitemap.xml. Every link is relative, so the site works
        from file:// and from any static host under any path. The site is built in a folder
        beside the output and swapped in whole; on any error the previous site stays as it was
        and the diagnostics are printed. Lessons with 'draft: true' are left out.

        Every 'swift run', 'swift exercise' and 'swift solution' snippet is compiled and run as
        'motionbook check' runs them (cached, in parallel): each run snippet is followed by its
        trace (table, charts, replay), each exercise by its solution's. A snippet that fails is
        a build error. With --cache-only nothing is compiled: every result must be in the cache
        (the merge of a sharded check, docs/CI.md); a missing one is a build error.
        """
    static let exitStatus: String? = "Exit status: 0 built, 1 problems found (nothing written), 64 usage error."

    @OptionGroup var folders: SiteFolderOptions

    @Option(
        name: "--base-url",
        help: "The site's public address, for absolute URLs in sitemap.xml and the link in 404.html: http(s)://HOST/... or a relative path (default: none; both stay relative).")
    var baseURL: SiteAddress?

    @OptionGroup var snippets: SnippetOptions

    init() {}

    func run(context: CLIContext) throws(UsageError) -> Int32 {
        if let conflict = snippets.conflict { throw UsageError(conflict) }
        let output = folders.output
        let build = SiteBuild(options: folders.siteOptions(baseURL: baseURL?.text), output: output, snippets: snippets, command: Self.name)
        switch build.run(context: context) {
        case .failure(let message, let diagnostics, let lessonCount):
            if let diagnostics {
                DiagnosticsPrinter.print(diagnostics, lessonCount: lessonCount, command: "build", context: context)
            }
            context.writeErr("motionbook build: error: \(message)\n")
            return ExitCode.failure
        case .success(let site, let diagnostics, let lessonCount):
            if !diagnostics.isEmpty {
                DiagnosticsPrinter.print(diagnostics, lessonCount: lessonCount, command: "build", context: context)
            }
            context.writeOut("built \(site.files.count) files into \(output); open \(output)/index.html\n")
            return ExitCode.success
        }
    }
}

/// One build, shared by `build` and `serve`: the course through the ``CoursePipeline`` (snippets
/// only when the lint is clean), the theme, the site rendered in memory, then written atomically.
struct SiteBuild {
    enum Outcome {
        case success(SiteOutput, diagnostics: [Diagnostic], lessonCount: Int)
        /// `diagnostics` is nil when the build could not start (a folder is missing) or
        /// snippets could not be run at all.
        case failure(String, diagnostics: [Diagnostic]?, lessonCount: Int)
    }

    var options: SiteOptions
    var output: String
    var snippets: SnippetOptions
    var command: String
    /// What a build works out that the next one can reuse: parsed lessons, snippet plans,
    /// decoded traces and the lessons' search terms. `serve` keeps them across its rebuilds;
    /// `build` makes one build.
    var lessons = ParseMemo()
    var programs = SnippetMemo()
    var searchTerms = SearchTermMemo()

    func run(context: CLIContext) -> Outcome {
        var theme: Theme?
        let lint = CourseLint(
            paths: [options.contentFolder], translations: .folder(options.translationsFolder), requiredKeys: UIString.keys, memo: lessons)
        let request = CoursePipeline.Request(lint: lint, snippets: .whenLintIsClean, options: snippets, memo: programs)
        let result = CoursePipeline.check(request, command: command, context: context) {
            do throws(Theme.MissingFile) {
                theme = try Theme.load(folder: options.themeFolder)
                return nil
            } catch {
                return "missing theme file: \(error.path)"
            }
        }
        switch result {
        case .failure(let failure):
            return .failure(Self.message(failure), diagnostics: nil, lessonCount: 0)
        case .success(let checked):
            guard let theme else { return .failure("missing theme", diagnostics: nil, lessonCount: 0) }
            return render(checked, theme: theme, context: context)
        }
    }

    /// The site of a checked course, written to `output`; nothing is written when the course has errors.
    private func render(_ checked: CheckedCourse, theme: Theme, context: CLIContext) -> Outcome {
        var checked = checked
        guard checked.runnerProblems.isEmpty else {
            return .failure(checked.runnerProblems.joined(separator: "; "), diagnostics: nil, lessonCount: 0)
        }
        let lessonCount = checked.lessons.count
        guard !checked.hasErrors else {
            return .failure("the site was not built; \(output) is unchanged", diagnostics: checked.diagnostics, lessonCount: lessonCount)
        }
        // Only a site shows the images, so only a build that will write one reads them.
        checked.images = CourseImages.read(checked.course)
        let site: SiteOutput
        if let cacheFolder = renderCacheFolder(context) {
            let rendered = SiteGenerator.generate(
                checked, theme: theme, baseURL: options.baseURL, cache: cacheFolder.cache(reads: !snippets.noCache, searchTerms: searchTerms))
            cacheFolder.update(with: rendered.report)
            site = rendered.site
        } else {
            site = SiteGenerator.generate(checked, theme: theme, baseURL: options.baseURL)
        }
        do {
            try SiteWriter.write(site, to: output)
        } catch {
            return .failure(error.message, diagnostics: checked.diagnostics, lessonCount: lessonCount)
        }
        return .success(site, diagnostics: checked.diagnostics, lessonCount: lessonCount)
    }

    /// The render cache beside the snippet results of the checkout (nil when no checkout is
    /// found: then every page is rendered).
    private func renderCacheFolder(_ context: CLIContext) -> RenderCacheFolder? {
        guard let paths = try? RunnerPaths.locate(environment: context.environment) else { return nil }
        return RenderCacheFolder(folder: paths.renderedParts)
    }

    private static func message(_ failure: CoursePipeline.Failure) -> String {
        switch failure {
        case .lint(.noSuchPath(let path)): "no such content folder: \(path)"
        case .lint(.noTranslationsFolder(let folder)): "no translations folder: \(folder)"
        case .refused(let message): message
        case .snippetsCannotRun: "snippets cannot run, so the site has no traces"
        }
    }
}
