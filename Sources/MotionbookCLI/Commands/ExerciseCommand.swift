import Foundation
import Lessons
import SnippetRunner

/// `motionbook exercise list | start ID | check ID [FILE]`: the learner's loop.
enum ExerciseCommand: Command {
    static let name = "exercise"
    static let abstract = "List, start and check code exercises."
    static let help = """
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

        Options:
          --lang L         bg, zh-Hans or de (default: $MOTIONBOOK_LANG, else every language for
                           list and the first of bg, zh-Hans, de that has the exercise).
          --content DIR    The content folder (default: content).
          --dir DIR        Where exercise files go (default: exercises).
          --watch          check: check again whenever FILE changes (polling); Ctrl-C stops.
        \(SnippetOptions.help)
          --help           Show this help.

        Exit status: 0 listed, written or passing; 1 not passing or a problem; 64 usage error.

        """

    static func run(_ arguments: [String], context: CLIContext) -> Int32 {
        let parsed: Arguments
        let options: RunnerOptions
        do throws(Arguments.UsageError) {
            parsed = try Arguments(
                arguments, flags: Set(["--watch"]).union(SnippetOptions.flags),
                options: Set(["--lang", "--content", "--dir"]).union(SnippetOptions.options))
            options = try SnippetOptions.runnerOptions(parsed)
        } catch {
            return usageError(error.message, context: context)
        }
        guard let action = parsed.positionals.first else { return usageError("missing list, start or check", context: context) }
        let expected = ["list": 1...1, "start": 2...2, "check": 2...3][action]
        guard let expected else { return usageError("unknown action '\(action)' (expected list, start or check)", context: context) }
        guard expected.contains(parsed.positionals.count) else {
            return usageError("'exercise \(action)' takes \(action == "list" ? "no arguments" : action == "start" ? "one ID" : "ID [FILE]")", context: context)
        }
        if parsed.has("--watch") && action != "check" { return usageError("--watch is for 'exercise check'", context: context) }

        let lookup: LessonLookup
        let course: Course
        do {
            lookup = try LessonLookup(contentFolder: parsed["--content"], languageCode: parsed["--lang"], environment: context.environment)
            var ignored = DiagnosticCollector()
            course = try lookup.course(&ignored)
        } catch {
            context.writeErr("motionbook exercise: error: \(error.message)\n")
            return ExitCode.failure
        }
        let workspace = ExerciseWorkspace(folder: parsed["--dir"] ?? "exercises")

        if action == "list" {
            context.writeOut(ExerciseListing.text(Exercise.all(in: course, language: lookup.language), workspace: workspace))
            return ExitCode.success
        }
        let exercise: Exercise
        switch ExerciseListing.find(parsed.positionals[1], in: course, language: lookup.language) {
        case .success(let found): exercise = found
        case .failure(let failure):
            context.writeErr("motionbook exercise: error: \(failure.message)\n")
            return ExitCode.failure
        }

        if action == "start" {
            do {
                let path = try workspace.start(exercise)
                context.writeOut("wrote \(path): \(exercise.title) (\(exercise.lesson.path))\nedit it, then run: motionbook exercise check \(exercise.id)\n")
                return ExitCode.success
            } catch {
                context.writeErr("motionbook exercise: error: \(error.description)\n")
                return ExitCode.failure
            }
        }

        let file = parsed.positionals.count == 3 ? parsed.positionals[2] : workspace.file(for: exercise.id)
        guard FileManager.default.fileExists(atPath: file) else {
            context.writeErr("motionbook exercise: error: \(file) does not exist; start with: motionbook exercise start \(exercise.id)\n")
            return ExitCode.failure
        }
        guard let pipeline = SnippetOptions.pipeline(parsed, options: options, command: name, context: context) else {
            return ExitCode.failure
        }
        var status = checkOnce(exercise, file: file, pipeline: pipeline, context: context)
        if parsed.has("--watch") {
            let watcher = FileWatcher(path: file, interval: Double(context.environment["MOTIONBOOK_WATCH_INTERVAL"] ?? "") ?? 0.5)
            let limit = Int(context.environment["MOTIONBOOK_WATCH_CHECKS"] ?? "")
            var checks = 1
            context.writeErr("watching \(file) for changes (Ctrl-C stops)…\n")
            watcher.watch(shouldContinue: { limit.map { checks < $0 } ?? true }) {
                checks += 1
                context.writeOut("\n")
                status = checkOnce(exercise, file: file, pipeline: pipeline, context: context)
            }
        }
        return status
    }

    /// One check of the learner's file: diagnostics on stderr, the verdict on stdout.
    private static func checkOnce(_ exercise: Exercise, file: String, pipeline: SnippetPipeline, context: CLIContext) -> Int32 {
        let source = FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let check = ExerciseCheck.run(exercise, source: source, file: file, pipeline: pipeline)
        for diagnostic in check.diagnostics.sorted() {
            context.writeErr(DiagnosticFormatter.text(diagnostic, colored: context.usesColor) + "\n")
        }
        context.writeOut(ExerciseListing.verdict(check.verdict, exercise: exercise) + "\n")
        return check.verdict == .passes ? ExitCode.success : ExitCode.failure
    }
}
