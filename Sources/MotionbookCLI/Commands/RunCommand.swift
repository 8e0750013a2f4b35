import Diagnostics
import Foundation
import Lessons
import SnippetRunner
import TraceFormat

/// `motionbook run LESSON [SNIPPET-ID]` and `motionbook run FILE.swift`: runs snippets and prints
/// their traces.
struct RunCommand: Command {
    static let name = "run"
    static let abstract = "Run a lesson's snippets (or a Swift file) and print their traces."
    static let discussion = """
        Runs every 'swift run' snippet and exercise starter of LESSON, or the one named SNIPPET-ID,
        and prints its trace. LESSON is a lesson file or a lesson id, looked up in the content
        folder in the language of --lang (else $MOTIONBOOK_LANG, else the first of bg, zh-Hans, de
        that has it). FILE.swift is a SwiftUI file as written for Xcode, run with the scenario
        options as its fence keys; several files or a folder (DIR, every .swift file below it) are
        compiled together as one app target (an `@main` App compiles and is not run). Every
        #Preview and PreviewProvider is traced, one trace each, and every view a #Playground
        block assigns to a variable at its top level ('Name: variable'; the block runs once);
        without previews, the view no other view uses. The scenario options, which are for
        FILE.swift only, are refused with a lesson: a lesson snippet takes its keys from its fence.

        The table has a row every --every seconds (default: the fence's 'every', 0.1) and a
        column per changed property, one per changing component ('offset.x'); a uniform vector
        such as 'scaleEffect' is one column. On a terminal each column also gets a small chart.
        With --html FILE, the traces are also written as one page that opens from anywhere with
        no network: the scene replayed, its charts, table and events, as the course shows them.
        With --svg FILE, the film strip of each snippet's scene (its first frame, its events, its
        last frame) is written as one SVG file; with --lottie FILE, the one snippet's traced scene
        is written as a Lottie animation, keyed at every traced frame, for any Lottie player.
        """
    static let exitStatus: String? = "Exit status: 0 every snippet traced, 1 a snippet failed (diagnostics on stderr), 64 usage error."

    @Argument var inputs: [String]

    @OptionGroup(form: "LESSON [SNIPPET-ID]") var lesson: RunLessonOptions

    @OptionGroup(form: "FILE.swift|DIR...") var file: RunFileOptions

    @OptionGroup var output: RunOutputOptions

    @OptionGroup var snippets: SnippetOptions

    init() {}

    func run(context: CLIContext) throws(UsageError) -> Int32 {
        guard let target = inputs.first else { throw UsageError("missing LESSON or FILE.swift") }
        let isFile = SwiftFiles.isSwiftInput(target)
        let jobs: [RunJob]
        var assets = AssetCatalog()
        if isFile {
            let read = AssetCatalogReader.read(below: inputs.filter(SwiftFiles.isFolder))
            let beside = AssetCatalogReader.read(below: SwiftFiles.folders(ofFiles: inputs), maximumDepth: 0)
            let diagnostics = (read.diagnostics + beside.diagnostics).sorted()
            guard diagnostics.isEmpty else {
                DiagnosticsPrinter.lines(diagnostics, context: context)
                return ExitCode.failure
            }
            assets = beside.catalog
            assets.colors.merge(read.catalog.colors) { $1 }
            assets.images.merge(read.catalog.images) { $1 }
        }
        do {
            jobs = try isFile ? standaloneJobs(inputs, assets: assets) : lessonJobs(target, context: context)
        } catch {
            if error.isUsage { throw UsageError(error.message) }
            context.writeErr("motionbook run: error: \(error.message)\n")
            return ExitCode.failure
        }
        if output.lottie != nil && jobs.count > 1 {
            throw UsageError("--lottie writes one animation; name one snippet: \(jobs.map(\.id).joined(separator: ", "))")
        }
        if output.format == .csv && jobs.count > 1 {
            throw UsageError("--format csv prints one snippet; name it: \(jobs.map(\.id).joined(separator: ", "))")
        }
        guard let pipeline = snippets.pipeline(command: Self.name, context: context) else { return ExitCode.failure }
        let batch = pipeline.run(jobs.map(\.request), progress: SnippetOptions.progress(context))
        let (printed, failed) = Self.report(PlaygroundResults.shown(Array(zip(jobs, batch.results))), context: context)
        let charts = output.chart || (context.stdoutIsTerminal && !output.noChart)
        let columns = output.show.map { $0.split(separator: ",").map(String.init) }
        context.writeOut(
            TracePrintout.render(printed, format: output.format.rawValue, every: output.every, show: columns, chart: charts, keyed: !isFile))
        if let html = output.html {
            let language = jobs.first?.language ?? lesson.lang ?? context.environment["MOTIONBOOK_LANG"] ?? "en"
            do {
                try RunPage.write(printed, title: jobs.first?.title ?? target, language: language, checkout: pipeline.paths.checkout, to: html)
            } catch {
                context.writeErr("motionbook run: error: \(error.message)\n")
                return ExitCode.failure
            }
        }
        do {
            if let svg = output.svg { try RunExports.writeFilmStrips(printed, to: svg) }
            if let lottie = output.lottie { try RunExports.writeLottie(printed, to: lottie) }
        } catch {
            context.writeErr("motionbook run: error: \(error.message)\n")
            return ExitCode.failure
        }
        return failed ? ExitCode.failure : ExitCode.success
    }

    /// The chosen snippets of a lesson (`LESSON [SNIPPET-ID]`), after printing its lint errors.
    private func lessonJobs(_ target: String, context: CLIContext) throws(RunFailure) -> [RunJob] {
        guard inputs.count <= 2 else { throw RunFailure(message: "expected LESSON [SNIPPET-ID]", isUsage: true) }
        if let given = file.firstGiven {
            throw RunFailure(message: "\(given) is for FILE.swift; a lesson snippet takes its keys from its fence", isUsage: true)
        }
        let found: (lesson: Lesson, diagnostics: [Diagnostic])
        do {
            let lookup = try LessonLookup(contentFolder: lesson.content, languageCode: lesson.lang, environment: context.environment)
            found = try lookup.lesson(target)
        } catch {
            throw RunFailure(message: error.message)
        }
        DiagnosticsPrinter.lines(found.diagnostics.filter { $0.severity == .error }, context: context)
        let snippets = found.lesson.snippets.filter { $0.role != .solution }
        let chosen = inputs.count == 2 ? snippets.filter { $0.id == inputs[1] } : snippets
        guard !chosen.isEmpty else {
            let ids = snippets.map(\.id).joined(separator: ", ")
            let reason = inputs.count == 2 ? "has no snippet '\(inputs[1])'" : "has no snippets"
            throw RunFailure(message: "\(found.lesson.path) \(reason)\(ids.isEmpty ? "" : " (it has \(ids))")")
        }
        let variant = try Self.variant(lesson.param, of: chosen, in: found.lesson.path)
        return chosen.map { snippet in
            RunJob(
                id: snippet.id, request: SnippetRequest(snippet, scenario: variant.map { snippet.scenario(at: $0) }), site: SnippetSite(lesson: found.lesson, snippet: snippet),
                every: snippet.every, show: snippet.show, title: found.lesson.title, language: found.lesson.language?.code)
        }
    }

    /// The variant `--param` asks for (a usage error unless one snippet with every named
    /// parameter is chosen); nil when none is given. A parameter not named keeps its literal.
    private static func variant(
        _ values: [(name: String, value: Double)], of chosen: [Snippet], in path: String
    ) throws(RunFailure) -> SnippetVariant? {
        guard !values.isEmpty else { return nil }
        guard chosen.count == 1, let snippet = chosen.first else {
            throw RunFailure(message: "--param needs one snippet; name it: \(chosen.map(\.id).joined(separator: ", "))", isUsage: true)
        }
        var variant = snippet.defaultVariant
        for (name, value) in values {
            guard variant.values[name] != nil else {
                let names = snippet.parameters.map(\.name)
                throw RunFailure(
                    message: "snippet '\(snippet.id)' of \(path) has no parameter '\(name)'"
                        + (names.isEmpty ? " (its fence marks none with param=)" : " (it has \(names.joined(separator: ", ")))"),
                    isUsage: true)
            }
            variant.values[name] = value
        }
        return variant
    }

    /// Prints each result's diagnostics, each once (the previews of one file that does not
    /// compile give one error each); the traces to print, and whether any snippet failed.
    private static func report(
        _ runs: [(RunJob, SnippetResult)], context: CLIContext
    ) -> (printed: [TracePrintout.Item], failed: Bool) {
        var failed = false
        var printed: [TracePrintout.Item] = []
        var reported: Set<Diagnostic> = []
        for (job, result) in runs {
            let diagnostics = ResultDiagnostics.diagnostics(for: result, at: job.site, files: job.files).sorted()
            DiagnosticsPrinter.lines(diagnostics.filter { reported.insert($0).inserted }, context: context)
            if let problem = ResultDiagnostics.infrastructureProblem(result, at: job.site) {
                context.writeErr("motionbook run: error: \(problem)\n")
            }
            if result.hasTrace, let json = result.traceJSON {
                printed.append(TracePrintout.Item(id: job.id, site: job.site, traceJSON: json, every: job.every, show: job.show))
            } else {
                failed = true
            }
        }
        return (printed, failed)
    }

    /// Standalone files (or folders of them) compiled together, with the fence keys given as
    /// options: one job per preview (or the one `--preview` names), else one for the root view.
    private func standaloneJobs(_ inputs: [String], assets: AssetCatalog) throws(RunFailure) -> [RunJob] {
        let paths = try SwiftFiles.collect(inputs)
        var sources: [String] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { throw RunFailure(message: "cannot read \(path)") }
            sources.append(String(decoding: data, as: UTF8.self))
        }
        var request = file.request(sources)
        request.scenario.assets = assets
        let files = paths.map { SnippetSite(file: $0) }
        let name = URL(fileURLWithPath: inputs[0]).deletingPathExtension().lastPathComponent
        let label = paths.count == 1 ? "'\(paths[0])'" : "the files of '\(inputs[0])'"
        let previews = file.scenario.scenario.view == nil ? ProgramPreview.list(sources) : []
        guard !previews.isEmpty else {
            return [RunJob(id: name, request: request, site: SnippetSite(file: paths[0], label: label), every: 0.1, show: [], files: files)]
        }
        var chosen = Array(previews.indices)
        if let wanted = file.scenario.given["preview"] {
            let matches = previews.indices.filter { previews[$0].name == wanted || String($0 + 1) == wanted }
            // A playground's name picks all its values.
            chosen = matches.first.map { [$0] } ?? previews.indices.filter { previews[$0].playground.map { $0.name == wanted } ?? false }
            guard !chosen.isEmpty else {
                let names = previews.enumerated().map { $1.name.map { "'\($0)'" } ?? "\($0 + 1)" }.joined(separator: ", ")
                throw RunFailure(message: "no preview '\(wanted)' in \(label) (its previews: \(names))", isUsage: true)
            }
        }
        return chosen.map { index in
            let preview = previews[index]
            var one = request
            one.preview = index
            let id = previews.count == 1 ? name : preview.name ?? "Preview \(index + 1)"
            var site = SnippetSite(file: paths[preview.file], label: preview.name.map { "preview '\($0)' of \(label)" } ?? "preview \(index + 1) of \(label)")
            site.location = SourceLocation(line: preview.line, column: 1)
            var job = RunJob(id: id, request: one, site: site, every: 0.1, show: [], files: files, preview: preview)
            if let playground = preview.playground {
                let place = paths.count == 1 ? label : "'\(paths[preview.file])'"
                job.playgroundSite = SnippetSite(
                    file: paths[preview.file], label: playground.name.map { "playground '\($0)' of \(place)" } ?? "the playground of \(place)")
                job.playgroundSite?.location = SourceLocation(line: playground.line, column: 1)
            }
            return job
        }
    }

    struct RunFailure: Error {
        var message: String
        var isUsage = false
    }
}

/// One snippet `run` prints: its id, program, place, and the fence keys `every` and `show`.
struct RunJob {
    var id: String
    var request: SnippetRequest
    var site: SnippetSite
    var every: Double
    var show: [String]
    /// The places of the program's files, for compiler messages (empty: all in `site`).
    var files: [SnippetSite] = []
    /// The lesson's title and language, for `--html` (nil for Swift files).
    var title: String?
    var language: String?
    /// The preview of a Swift file the job traces (nil for a lesson snippet or a file's root view).
    var preview: ProgramPreview?
    /// For a value of a `#Playground`: where the playground as a whole is reported (at
    /// `#Playground`), when none of its values holds a view.
    var playgroundSite: SnippetSite?
}
