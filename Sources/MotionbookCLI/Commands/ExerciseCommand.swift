import Diagnostics
import Foundation
import Lessons
import SnippetRunner

/// `motionbook exercise list | start ID | check ID [FILE]`: the learner's loop.
struct ExerciseCommand: Command {
    static let name = "exercise"
    static let abstract = "List, start and check code exercises."
    static let discussion = """
        Usage: motionbook exercise list [--lang L]
               motionbook exercise start ID [--lang L]
               motionbook exercise check ID [FILE] [--watch] [--lang L]

        list   Every exercise of the course, per language, and whether you have started it.
        start  Writes the exercise's starter code to exercises/ID/main.swift for you to edit.
               An existing file is never overwritten.
        check  Compiles FILE (default exercises/ID/main.swift), runs it with the exercise's
               scenario and compares its trace with the solution's within the exercise's
               tolerance; tells you the first difference: which property, at which time,
               expected against got. 'motionbook check' makes the same comparison.

        ID is an exercise id, or LESSON-ID/ID when several lessons use the id.
        """
    static let exitStatus: String? = "Exit status: 0 listed, written or passing; 1 not passing or a problem; 64 usage error."

    /// The first positional.
    enum Action: String, ArgumentChoice {
        case list, start, check
        static let kind = "action"

        /// How many positionals (the action included) it takes, and the words for a wrong count.
        var arity: (range: ClosedRange<Int>, words: String) {
            switch self {
            case .list: (1...1, "no arguments")
            case .start: (2...2, "one ID")
            case .check: (2...3, "ID [FILE]")
            }
        }
    }

    @Argument var arguments: [String]

    @Option(
        valueName: "L",
        help: "bg, zh-Hans or de (default: $MOTIONBOOK_LANG, else every language for list and the first of bg, zh-Hans, de that has the exercise).")
    var lang: String?

    @Option(valueName: "DIR", help: "The content folder (default: content).")
    var content: String?

    @Option(valueName: "DIR", help: "Where exercise files go (default: exercises).")
    var dir = "exercises"

    @Flag(help: "check: check again whenever FILE changes (polling); Ctrl-C stops.")
    var watch: Bool

    @OptionGroup var snippets: SnippetOptions

    init() {}

    func run(context: CLIContext) throws(UsageError) -> Int32 {
        let action = try parseAction()
        let lookup: LessonLookup
        let course: Course
        do {
            lookup = try LessonLookup(contentFolder: content, languageCode: lang, environment: context.environment)
            var ignored = DiagnosticCollector()
            course = try lookup.course(&ignored)
        } catch {
            context.writeErr("motionbook exercise: error: \(error.message)\n")
            return ExitCode.failure
        }
        let workspace = ExerciseWorkspace(folder: dir)
        if action == .list {
            context.writeOut(ExerciseListing.text(Exercise.all(in: course, language: lookup.language), workspace: workspace))
            return ExitCode.success
        }
        let exercise: Exercise
        switch ExerciseListing.find(arguments[1], in: course, language: lookup.language) {
        case .success(let found): exercise = found
        case .failure(let failure):
            context.writeErr("motionbook exercise: error: \(failure.message)\n")
            return ExitCode.failure
        }
        return action == .start
            ? start(exercise, in: workspace, context: context)
            : check(exercise, file: arguments.count == 3 ? arguments[2] : workspace.file(for: exercise.id), context: context)
    }

    /// The action, with its number of arguments and `--watch` checked.
    private func parseAction() throws(UsageError) -> Action {
        guard let word = arguments.first else { throw UsageError("missing list, start or check") }
        guard let action = Action(argument: word) else { throw UsageError(Action.invalid(word, option: "")) }
        guard action.arity.range.contains(arguments.count) else { throw UsageError("'exercise \(word)' takes \(action.arity.words)") }
        if watch && action != .check { throw UsageError("--watch is for 'exercise check'") }
        return action
    }

    /// `start`: writes the starter code.
    private func start(_ exercise: Exercise, in workspace: ExerciseWorkspace, context: CLIContext) -> Int32 {
        do {
            let path = try workspace.start(exercise)
            context.writeOut("wrote \(path): \(exercise.title) (\(exercise.lesson.path))\nedit it, then run: motionbook exercise check \(exercise.id)\n")
            return ExitCode.success
        } catch {
            context.writeErr("motionbook exercise: error: \(error.description)\n")
            return ExitCode.failure
        }
    }

    /// `check`: checks `file` once, and again on every change with `--watch`.
    private func check(_ exercise: Exercise, file: String, context: CLIContext) -> Int32 {
        guard FileManager.default.fileExists(atPath: file) else {
            context.writeErr("motionbook exercise: error: \(file) does not exist; start with: motionbook exercise start \(exercise.id)\n")
            return ExitCode.failure
        }
        guard let pipeline = snippets.pipeline(command: Self.name, context: context) else { return ExitCode.failure }
        var status = Self.checkOnce(exercise, file: file, pipeline: pipeline, context: context)
        guard watch else { return status }
        let watcher = FileWatcher(path: file, interval: Double(context.environment["MOTIONBOOK_WATCH_INTERVAL"] ?? "") ?? 0.5)
        let limit = Int(context.environment["MOTIONBOOK_WATCH_CHECKS"] ?? "")
        var checks = 1
        context.writeErr("watching \(file) for changes (Ctrl-C stops)…\n")
        watcher.watch(shouldContinue: { limit.map { checks < $0 } ?? true }) {
            checks += 1
            context.writeOut("\n")
            status = Self.checkOnce(exercise, file: file, pipeline: pipeline, context: context)
        }
        return status
    }

    /// One check of the learner's file: diagnostics on stderr, the verdict on stdout.
    private static func checkOnce(_ exercise: Exercise, file: String, pipeline: SnippetPipeline, context: CLIContext) -> Int32 {
        let source = FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let check = ExerciseCheck.run(exercise, source: source, file: file, pipeline: pipeline)
        DiagnosticsPrinter.lines(check.diagnostics.sorted(), context: context)
        context.writeOut(ExerciseListing.verdict(check.verdict, exercise: exercise) + "\n")
        return check.verdict == .passes ? ExitCode.success : ExitCode.failure
    }
}
