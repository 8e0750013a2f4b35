import Diagnostics
import Lessons
import SiteBuilder
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

    /// The language the learner asked for: `--lang`, else `$MOTIONBOOK_LANG`.
    func chosenLanguage(context: CLIContext) -> String? {
        [lang, context.environment["MOTIONBOOK_LANG"]].compactMap { $0 }.first { !$0.isEmpty }
    }

    /// The course and the language it is read in (the chosen one, else `recorded`: what
    /// `start` recorded for the exercise), or nil after printing why it cannot be read.
    func course(context: CLIContext, recorded: String? = nil) -> (course: Course, language: Language?)? {
        do {
            let lookup = try LessonLookup(
                contentFolder: content, languageCode: chosenLanguage(context: context) ?? recorded, environment: context.environment)
            var ignored = DiagnosticCollector()
            return (try lookup.course(&ignored), lookup.language)
        } catch {
            context.writeErr("motionbook exercise: error: \(error.message)\n")
            return nil
        }
    }

    /// The exercise `id` names, or nil after printing why there is none.
    func exercise(_ id: String, context: CLIContext, recorded: String? = nil) -> Exercise? {
        guard let (course, language) = course(context: context, recorded: recorded) else { return nil }
        switch ExerciseListing.find(id, in: course, language: language) {
        case .success(let found): return found
        case .failure(let failure):
            context.writeErr("motionbook exercise: error: \(failure.message)\n")
            return nil
        }
    }

    /// The sentences of a check in `languageCode` (English when nil), from the String Catalogs
    /// beside the content folder, else from those of the Motionbook checkout the tool belongs to
    /// (a course without a site has none of its own); nil after printing why there are none.
    func wording(languageCode: String?, context: CLIContext) -> ExerciseWording? {
        var folders = [TranslationsFolder.beside(content ?? "content")]
        if let paths = try? RunnerPaths.locate(environment: context.environment) { folders.append("\(paths.checkout)/translations") }
        for folder in folders {
            var ignored = DiagnosticCollector()
            let translations = Translations.load(folder: folder, requiredKeys: [], diagnostics: &ignored)
            if translations.value(UIString.exercisePasses.rawValue, in: "en") != nil {
                return ExerciseWording(strings: Localizer(translations: translations, language: languageCode ?? "en"))
            }
        }
        context.writeErr("motionbook exercise: error: no String Catalog in \(folders.joined(separator: " or ")) has the exercise sentences\n")
        return nil
    }
}
