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
            let read = RunJob.assets(of: inputs)
            guard read.diagnostics.isEmpty else {
                DiagnosticsPrinter.lines(read.diagnostics, context: context)
                return ExitCode.failure
            }
            assets = read.catalog
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
    /// options (``RunJob/standalone(inputs:paths:sources:scenario:preview:)``).
    private func standaloneJobs(_ inputs: [String], assets: AssetCatalog) throws(RunFailure) -> [RunJob] {
        let paths = try SwiftFiles.collect(inputs)
        var scenario = file.scenario.scenario
        scenario.assets = assets
        return try RunJob.standalone(
            inputs: inputs, paths: paths, sources: RunJob.read(paths), scenario: scenario, preview: file.scenario.given["preview"])
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
