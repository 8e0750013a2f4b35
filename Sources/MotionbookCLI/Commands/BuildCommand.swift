import Lessons
import SiteBuilder
import SnippetRunner

/// `motionbook build`: the course as a static site.
struct BuildCommand: Command {
    static let name = "build"
    static let abstract = "Build the course as a static site in _site/."
    static let discussion = """
        Usage: motionbook build [--content DIR] [--output DIR] [--base-url URL]
                                [--translations DIR] [--theme DIR] [SNIPPET OPTIONS]

        Checks the course and writes the site: a landing page, per language an index and one
        page per lesson, 404.html and sitemap.xml. Every link is relative, so the site works
        from file:// and from any static host under any path. The site is built in a folder
        beside the output and swapped in whole; on any error the previous site stays as it was
        and the diagnostics are printed. Lessons with 'draft: true' are left out.

        Every 'swift run', 'swift exercise' and 'swift solution' snippet is compiled and run as
        'motionbook check' runs them (cached, in parallel): each run snippet is followed by its
        trace (table, charts, replay), each exercise by its solution's. A snippet that fails is
        a build error.
        """
    static let exitStatus: String? = "Exit status: 0 built, 1 problems found (nothing written), 64 usage error."

    @OptionGroup var folders: SiteFolderOptions

    @Option(
        name: "--base-url",
        help: "The site's public address, for absolute URLs in sitemap.xml and the link in 404.html: http(s)://HOST/... or a relative path (default: none; both stay relative).")
    var baseURL: SiteAddress?

    @OptionGroup var snippets: SnippetOptions

    init() {}

    func run(context: CLIContext) -> Int32 {
        let output = folders.output
        let traces = SiteTraces.provider(snippets, command: Self.name, context: context)
        switch SiteBuild.run(folders.siteOptions(baseURL: baseURL?.text), output: output, traces: traces) {
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

/// One build: generate in memory, then write atomically. Shared by `build` and `serve`.
enum SiteBuild {
    enum Outcome {
        case success(SiteOutput, diagnostics: [Diagnostic], lessonCount: Int)
        /// `diagnostics` is nil when the build could not start (a folder is missing).
        case failure(String, diagnostics: [Diagnostic]?, lessonCount: Int)
    }

    static func run(_ options: SiteOptions, output: String, traces: SiteGenerator.TraceProvider) -> Outcome {
        var collector = DiagnosticCollector()
        let result: SiteGenerator.Result
        do {
            result = try SiteGenerator.generate(options, traces: traces, diagnostics: &collector)
        } catch {
            return .failure(error.message, diagnostics: nil, lessonCount: 0)
        }
        let diagnostics = collector.sorted
        let lessonCount = result.lessonCount
        guard let site = result.output else {
            return .failure("the site was not built; \(output) is unchanged", diagnostics: diagnostics, lessonCount: lessonCount)
        }
        do {
            try SiteWriter.write(site, to: output)
        } catch {
            return .failure(error.message, diagnostics: diagnostics, lessonCount: lessonCount)
        }
        return .success(site, diagnostics: diagnostics, lessonCount: lessonCount)
    }
}
