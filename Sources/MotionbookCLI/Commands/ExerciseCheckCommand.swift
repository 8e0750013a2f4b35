import Foundation
import SiteBuilder
import SnippetRunner
import TraceFormat

/// `motionbook exercise check ID [FILE]`: the learner's file against the solution, once or on
/// every change.
struct ExerciseCheckCommand: Command {
    static let name = "check"
    static let family: (any CommandFamily.Type)? = ExerciseCommand.self
    static let abstract = "Compares your file's trace with the solution's and names the first difference."
    static let discussion = """
        Compiles FILE (default DIR/ID/main.swift), runs it with the exercise's scenario and
        compares its trace with the solution's within the exercise's tolerance; tells you the
        first difference: which property, at which time, expected against got.
        'motionbook check' makes the same comparison. It speaks the language of --lang, else
        $MOTIONBOOK_LANG, else the one 'exercise start --lang' recorded, and names that
        language's lesson; English when none is known.
        """
    static let exitStatus: String? = "Exit status: 0 passing; 1 not passing or a problem; 64 usage error."

    @Argument(usage: "ID [FILE]", count: 1...2) var arguments: [String]

    @OptionGroup var folders: ExerciseFolderOptions

    @Flag(help: "Check again whenever FILE changes (polling); Ctrl-C stops.")
    var watch: Bool

    @Option(
        valueName: "PAGE",
        help: "Also write a page: your trace and the solution's, your values dashed over its charts, the first difference marked (rewritten on every check).")
    var html: String?

    @Flag(help: "With --watch: serve the page on 127.0.0.1 (PAGE, else DIR/ID/check.html), reloaded in place after every check.")
    var serve: Bool

    @Option(valueName: "N", help: "The port --serve uses (default: 8000; 0 picks a free one).", needs: "a number from 0 to 65535", parse: { UInt16($0) })
    var port: UInt16 = 8000

    @OptionGroup var snippets: SnippetOptions

    init() {}

    func run(context: CLIContext) throws(UsageError) -> Int32 {
        if serve && !watch { throw UsageError("--serve needs --watch") }
        let recorded = folders.workspace.recordedLanguage(for: ExerciseListing.split(arguments[0]).exerciseID)
        guard let exercise = folders.exercise(arguments[0], context: context, recorded: recorded),
            let wording = folders.wording(languageCode: folders.chosenLanguage(context: context) ?? recorded, context: context)
        else { return ExitCode.failure }
        let file = arguments.count == 2 ? arguments[1] : folders.workspace.file(for: exercise.id)
        guard FileManager.default.fileExists(atPath: file) else {
            context.writeErr("motionbook exercise: error: \(file) does not exist; start with: motionbook exercise start \(exercise.id)\n")
            return ExitCode.failure
        }
        guard let pipeline = snippets.pipeline(command: ExerciseCommand.name, context: context) else { return ExitCode.failure }
        let pagePath = html ?? (serve ? "\(folders.dir)/\(exercise.id)/check.html" : nil)
        let page = pagePath.map { (path: $0, language: folders.chosenLanguage(context: context) ?? recorded ?? "en") }
        var server: SiteServer?
        if serve, let pagePath {
            do {
                let reloadScript = try ReloadScript.load(from: ["\(pipeline.paths.checkout)/site"])
                let folder = URL(fileURLWithPath: pagePath).deletingLastPathComponent().path
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let started = SiteServer(root: folder, buildID: "c0", reloadScript: reloadScript)
                let actual = try started.start(port: port)
                server = started
                context.writeOut("serving \(pagePath) at http://127.0.0.1:\(actual)/\(URL(fileURLWithPath: pagePath).lastPathComponent) (Ctrl-C to stop)\n")
            } catch let error as Theme.MissingFile {
                context.writeErr("motionbook exercise: error: cannot read the reload script \(error.path)\n")
                return ExitCode.failure
            } catch let error as SiteServer.StartError {
                context.writeErr("motionbook exercise: error: \(error.message)\n")
                return ExitCode.failure
            } catch {
                context.writeErr("motionbook exercise: error: cannot create the page's folder: \(error.localizedDescription)\n")
                return ExitCode.failure
            }
        }
        defer { server?.stop() }
        var status = Self.checkOnce(exercise, file: file, pipeline: pipeline, wording: wording, page: page, context: context)
        guard watch else { return status }
        let watcher = FileWatcher(path: file, interval: Double(context.environment["MOTIONBOOK_WATCH_INTERVAL"] ?? "") ?? 0.5)
        let limit = Int(context.environment["MOTIONBOOK_WATCH_CHECKS"] ?? "")
        var checks = 1
        context.writeErr("watching \(file) for changes (Ctrl-C stops)…\n")
        watcher.watch(shouldContinue: { limit.map { checks < $0 } ?? true }) {
            checks += 1
            context.writeOut("\n")
            status = Self.checkOnce(exercise, file: file, pipeline: pipeline, wording: wording, page: page, context: context)
            // Open pages reload (at their scroll position) once the new page is written.
            server?.buildID = "c\(checks)"
        }
        return status
    }

    /// One check of the learner's file: diagnostics on stderr, the verdict on stdout.
    private static func checkOnce(
        _ exercise: Exercise, file: String, pipeline: SnippetPipeline, wording: ExerciseWording,
        page: (path: String, language: String)?, context: CLIContext
    ) -> Int32 {
        let source = FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let check = ExerciseCheck.run(exercise, source: source, file: file, pipeline: pipeline)
        DiagnosticsPrinter.lines(check.diagnostics.sorted(), context: context)
        let line = verdict(check.verdict, exercise: exercise, wording: wording)
        // The page first, so that it is there when the verdict is read.
        if let page, let solution = check.solution {
            var differenceTime: Double?
            if case .differs(let difference) = check.verdict { differenceTime = difference.time }
            let attempt = TraceDocument.Attempt(
                exercise: exercise.starter, solution: solution, attempt: check.attempt, verdict: line, passes: check.verdict == .passes,
                differenceTime: differenceTime)
            do {
                try RunPage.writeAttempt(attempt, language: page.language, checkout: pipeline.paths.checkout, to: page.path)
            } catch {
                context.writeOut(line + "\n")
                context.writeErr("motionbook exercise: error: \(error.message)\n")
                return ExitCode.failure
            }
        }
        context.writeOut(line + "\n")
        return check.verdict == .passes ? ExitCode.success : ExitCode.failure
    }

    /// One line (or two) saying how a check went, in `wording`'s language.
    static func verdict(_ verdict: ExerciseCheck.Verdict, exercise: Exercise, wording: ExerciseWording) -> String {
        switch verdict {
        case .passes:
            return wording.passes(exercise.id, tolerance: NumberText.trimmed(exercise.tolerance, decimals: 6))
        case .differs(let difference):
            let hints = exercise.hints.isEmpty ? "" : "\n  " + wording.hints(exercise.hints.count, in: exercise.lesson.path)
            return wording.differs(exercise.id, difference) + hints
        case .broken:
            return wording.broken(exercise.id)
        case .noReference(let reason):
            return wording.unchecked(exercise.id, reason: reason)
        }
    }
}
