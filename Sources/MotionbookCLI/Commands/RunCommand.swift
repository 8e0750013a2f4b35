import Foundation
import Lessons
import SnippetRunner
import TraceFormat

/// `motionbook run LESSON [SNIPPET-ID]` and `motionbook run FILE.swift`: runs snippets and prints
/// their traces.
enum RunCommand: Command {
    static let name = "run"
    static let abstract = "Run a lesson's snippets (or a Swift file) and print their traces."
    static let help = """
        Usage: motionbook run LESSON [SNIPPET-ID] [--format table|csv|json] [--every S] [--show P,...]
                              [--lang L] [--content DIR] [--chart | --no-chart]
               motionbook run FILE.swift|DIR... [--preview NAME] [--view TYPE] [--duration S] [--tap TARGET@S,...]
                                         [--drag TARGET@S:DX,DY,D;...]
                                         [--scroll TARGET@S:DX,DY,D;...] [--fps N] [--size WxH] [--reduce-motion] [...]

        Runs every 'swift run' snippet and exercise starter of LESSON, or the one named SNIPPET-ID,
        and prints its trace. LESSON is a lesson file or a lesson id, looked up in the content
        folder in the language of --lang (else $MOTIONBOOK_LANG, else the first of bg, zh-Hans, de
        that has it). FILE.swift is a SwiftUI file as written for Xcode, run with the keys given as
        options; several files or a folder (DIR, every .swift file below it) are compiled together
        as one app target (an `@main` App compiles and is not run). Every #Preview and
        PreviewProvider is traced, one trace each; without previews, the view no other view uses.

        The table has a row every --every seconds (default: the fence's 'every', 0.1) and a
        column per changed property, one per changing component ('offset.x'); a uniform vector
        such as 'scaleEffect' is one column. On a terminal each column also gets a small chart.

        Options:
          --format table|csv|json  table (default); csv: every frame unless --every is given;
                                   json: the trace document as the snippet printed it (an object
                                   keyed by snippet id when several run; a file's
                                   previews: the documents one after another).
          --every S                Seconds between table rows.
          --show P,...             Properties or components to show (as the fence key show=).
          --lang L                 The language of a lesson given by id: bg, zh-Hans or de.
          --content DIR            The content folder for lesson ids (default: content).
          --chart, --no-chart      Draw the charts even when stdout is no terminal, or never.
          --preview NAME           Trace only this preview (its name, or its number from 1).
          --view, --duration, --tap, --drag, --scroll, --fps, --size, --reduce-motion
                                   The fence keys, for FILE.swift (--size 393x852: the root's
                                   size in points, the default); --view mounts that view instead
                                   of the previews.
        \(SnippetOptions.help)
          --help                   Show this help.

        Exit status: 0 every snippet traced, 1 a snippet failed (diagnostics on stderr), 64 usage error.

        """

    static func run(_ arguments: [String], context: CLIContext) -> Int32 {
        let parsed: Arguments
        let options: RunnerOptions
        let format: String
        do throws(Arguments.UsageError) {
            parsed = try Arguments(
                arguments, flags: Set(["--chart", "--no-chart", "--reduce-motion"]).union(SnippetOptions.flags),
                options: Set(["--format", "--every", "--show", "--lang", "--content", "--view", "--preview", "--duration", "--tap", "--drag", "--scroll", "--fps", "--size"])
                    .union(SnippetOptions.options))
            options = try SnippetOptions.runnerOptions(parsed)
            format = parsed["--format"] ?? "table"
            guard ["table", "csv", "json"].contains(format) else {
                throw Arguments.UsageError(message: "unknown format '\(format)' (expected table, csv or json)")
            }
            if let every = parsed["--every"] { _ = try SnippetOptions.seconds(every, "--every") }
        } catch {
            return usageError(error.message, context: context)
        }
        guard let target = parsed.positionals.first else { return usageError("missing LESSON or FILE.swift", context: context) }

        let jobs: [RunJob]
        if SwiftFiles.isSwiftInput(target) {
            do {
                jobs = try standaloneJobs(parsed.positionals, parsed: parsed)
            } catch {
                if error.isUsage { return usageError(error.message, context: context) }
                context.writeErr("motionbook run: error: \(error.message)\n")
                return ExitCode.failure
            }
        } else {
            guard parsed.positionals.count <= 2 else { return usageError("expected LESSON [SNIPPET-ID]", context: context) }
            for key in Self.fileOptions where parsed[key] != nil || parsed.has(key) {
                return usageError("\(key) is for FILE.swift; a lesson snippet takes its keys from its fence", context: context)
            }
            let found: (lesson: Lesson, diagnostics: [Diagnostic])
            do {
                let lookup = try LessonLookup(
                    contentFolder: parsed["--content"], languageCode: parsed["--lang"], environment: context.environment)
                found = try lookup.lesson(target)
            } catch {
                context.writeErr("motionbook run: error: \(error.message)\n")
                return ExitCode.failure
            }
            for diagnostic in found.diagnostics where diagnostic.severity == .error {
                context.writeErr(DiagnosticFormatter.text(diagnostic, colored: context.usesColor) + "\n")
            }
            let snippets = found.lesson.snippets.filter { $0.role != .solution }
            let chosen = parsed.positionals.count == 2 ? snippets.filter { $0.id == parsed.positionals[1] } : snippets
            guard !chosen.isEmpty else {
                let ids = snippets.map(\.id).joined(separator: ", ")
                let reason = parsed.positionals.count == 2 ? "has no snippet '\(parsed.positionals[1])'" : "has no snippets"
                context.writeErr("motionbook run: error: \(found.lesson.path) \(reason)\(ids.isEmpty ? "" : " (it has \(ids))")\n")
                return ExitCode.failure
            }
            jobs = chosen.map {
                RunJob(
                    id: $0.id, request: SnippetRequest($0), site: SnippetSite(lesson: found.lesson, snippet: $0),
                    every: $0.every, show: $0.show)
            }
        }
        if format == "csv" && jobs.count > 1 {
            return usageError("--format csv prints one snippet; name it: \(jobs.map(\.id).joined(separator: ", "))", context: context)
        }

        guard let pipeline = SnippetOptions.pipeline(parsed, options: options, command: name, context: context) else {
            return ExitCode.failure
        }
        let batch = pipeline.run(jobs.map(\.request), progress: SnippetOptions.progress(context))
        var failed = false
        var printed: [TracePrintout.Item] = []
        for (job, result) in zip(jobs, batch.results) {
            for diagnostic in ResultDiagnostics.diagnostics(for: result, at: job.site, files: job.files).sorted() {
                context.writeErr(DiagnosticFormatter.text(diagnostic, colored: context.usesColor) + "\n")
            }
            if let problem = ResultDiagnostics.infrastructureProblem(result, at: job.site) {
                context.writeErr("motionbook run: error: \(problem)\n")
            }
            if result.hasTrace, let json = result.traceJSON {
                printed.append(TracePrintout.Item(id: job.id, site: job.site, traceJSON: json, every: job.every, show: job.show))
            } else {
                failed = true
            }
        }
        let chart = parsed.has("--chart") || (context.stdoutIsTerminal && !parsed.has("--no-chart"))
        let every = parsed["--every"].flatMap(Double.init)
        let show = parsed["--show"].map { $0.split(separator: ",").map(String.init) }
        context.writeOut(TracePrintout.render(printed, format: format, every: every, show: show, chart: chart, keyed: !SwiftFiles.isSwiftInput(target)))
        return failed ? ExitCode.failure : ExitCode.success
    }

    /// The options that stand for fence keys, for a standalone file only.
    static let fileOptions = ["--view", "--preview", "--duration", "--tap", "--drag", "--scroll", "--fps", "--size", "--reduce-motion"]

    /// Standalone files (or folders of them) compiled together, with the fence keys given as
    /// options: one job per preview (or the one `--preview` names), else one for the root view.
    private static func standaloneJobs(_ inputs: [String], parsed: Arguments) throws(RunFailure) -> [RunJob] {
        let paths = try SwiftFiles.collect(inputs)
        var sources: [String] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { throw RunFailure(message: "cannot read \(path)") }
            sources.append(String(decoding: data, as: UTF8.self))
        }
        let request = try standaloneRequest(sources, parsed: parsed)
        let files = paths.map { SnippetSite(file: $0) }
        let name = URL(fileURLWithPath: inputs[0]).deletingPathExtension().lastPathComponent
        let label = paths.count == 1 ? "'\(paths[0])'" : "the files of '\(inputs[0])'"
        let previews = parsed["--view"] == nil ? ProgramPreview.list(sources) : []
        guard !previews.isEmpty else {
            return [RunJob(id: name, request: request, site: SnippetSite(file: paths[0], label: label), every: 0.1, show: [], files: files)]
        }
        var chosen = Array(previews.indices)
        if let wanted = parsed["--preview"] {
            let matches = previews.indices.filter { previews[$0].name == wanted || String($0 + 1) == wanted }
            guard let first = matches.first else {
                let names = previews.enumerated().map { $1.name.map { "'\($0)'" } ?? "\($0 + 1)" }.joined(separator: ", ")
                throw RunFailure(message: "no preview '\(wanted)' in \(label) (its previews: \(names))", isUsage: true)
            }
            chosen = [first]
        }
        return chosen.map { index in
            let preview = previews[index]
            var one = request
            one.preview = index
            let id = previews.count == 1 ? name : preview.name ?? "Preview \(index + 1)"
            var site = SnippetSite(file: paths[preview.file], label: preview.name.map { "preview '\($0)' of \(label)" } ?? "preview \(index + 1) of \(label)")
            site.location = SourceLocation(line: preview.line, column: 1)
            return RunJob(id: id, request: one, site: site, every: 0.1, show: [], files: files)
        }
    }

    /// The request of standalone files with the fence keys given as options.
    private static func standaloneRequest(_ sources: [String], parsed: Arguments) throws(RunFailure) -> SnippetRequest {
        var duration: Double?
        if let text = parsed["--duration"] {
            guard let seconds = Double(text), TraceScenario.allows(duration: seconds) else {
                throw RunFailure(message: "--duration needs seconds above 0 and at most \(Int(TraceScenario.longestDuration))", isUsage: true)
            }
            duration = seconds
        }
        var fps = 60
        if let text = parsed["--fps"] {
            guard let number = Int(text), TraceScenario.allows(fps: number) else {
                throw RunFailure(
                    message: "--fps needs whole frames per second from \(TraceScenario.frameRates.lowerBound) to \(TraceScenario.frameRates.upperBound)",
                    isUsage: true)
            }
            fps = number
        }
        var taps: [SnippetRequest.Tap] = []
        if let text = parsed["--tap"] {
            guard let parsedTaps = ScenarioSyntax.taps(text) else {
                throw RunFailure(message: "--tap needs TARGET@SECONDS[,TARGET@SECONDS…] (e.g. Play@0.5), found '\(text)'", isUsage: true)
            }
            taps = parsedTaps.map { SnippetRequest.Tap(target: $0.target, time: $0.time) }
        }
        var drags: [TraceScenario.Drag] = []
        if let text = parsed["--drag"] {
            guard let parsedDrags = ScenarioSyntax.drags(text) else {
                throw RunFailure(message: "--drag needs TARGET@SECONDS:DX,DY,DURATION[;…] (e.g. Card@0.5:120,0,0.3), found '\(text)'", isUsage: true)
            }
            drags = parsedDrags
        }
        var scrolls: [TraceScenario.Drag] = []
        if let text = parsed["--scroll"] {
            guard let parsedScrolls = ScenarioSyntax.drags(text) else {
                throw RunFailure(message: "--scroll needs TARGET@SECONDS:DX,DY,DURATION[;…] (e.g. *@0.5:0,300,0.4), found '\(text)'", isUsage: true)
            }
            scrolls = parsedScrolls
        }
        var size: CGSize?
        if let text = parsed["--size"] {
            guard let parsedSize = ScenarioSyntax.size(text) else {
                throw RunFailure(message: "--size needs WIDTHxHEIGHT in points, each above 0 and at most 10000 (e.g. 393x852), found '\(text)'", isUsage: true)
            }
            size = parsedSize
        }
        var request = SnippetRequest(
            source: sources[0], view: parsed["--view"], duration: duration, fps: fps, taps: taps,
            reduceMotion: parsed.has("--reduce-motion"), drags: drags, size: size)
        request.scenario.scrolls = scrolls
        request.otherSources = Array(sources.dropFirst())
        return request
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
}
