import Diagnostics
import Lessons
import SnippetRunner

/// `motionbook exercise list | start ID | check ID [FILE]`: the learner's loop, one subcommand
/// per step.
enum ExerciseCommand: CommandFamily {
    static let name = "exercise"
    static let abstract = "List, start and check code exercises."
    static let discussion = """
        The learner's loop: list the exercises, start one (its starter code is written to a file
        for you to edit), check your file against the solution until it passes.

        ID is an exercise id, or LESSON-ID/ID when several lessons use the id.
        """
    static let exitStatus: String? = "Exit status: 0 listed, written or passing; 1 not passing or a problem; 64 usage error."
    static let subcommands: [any Command.Type] = [ExerciseListCommand.self, ExerciseStartCommand.self, ExerciseCheckCommand.self]
    static let subcommandKind = "action"
}

/// The options every `exercise` subcommand takes: where the course and the exercise files are.
struct ExerciseFolderOptions: ParsableArguments {
    @Option(
        valueName: "L",
        help: "bg, zh-Hans or de (default: $MOTIONBOOK_LANG, else every language for list and the first of bg, zh-Hans, de that has the exercise).")
    var lang: String?

    @Option(valueName: "DIR", help: "The content folder (default: content).")
    var content: String?

    @Option(valueName: "DIR", help: "Where exercise files go (default: exercises).")
    var dir = "exercises"

    init() {}

    /// The exercise files' folder.
    var workspace: ExerciseWorkspace { ExerciseWorkspace(folder: dir) }

    /// The course and the language it is read in, or nil after printing why it cannot be read.
    func course(context: CLIContext) -> (course: Course, language: Language?)? {
        do {
            let lookup = try LessonLookup(contentFolder: content, languageCode: lang, environment: context.environment)
            var ignored = DiagnosticCollector()
            return (try lookup.course(&ignored), lookup.language)
        } catch {
            context.writeErr("motionbook exercise: error: \(error.message)\n")
            return nil
        }
    }

    /// The exercise `id` names, or nil after printing why there is none.
    func exercise(_ id: String, context: CLIContext) -> Exercise? {
        guard let (course, language) = course(context: context) else { return nil }
        switch ExerciseListing.find(id, in: course, language: language) {
        case .success(let found): return found
        case .failure(let failure):
            context.writeErr("motionbook exercise: error: \(failure.message)\n")
            return nil
        }
    }
}
