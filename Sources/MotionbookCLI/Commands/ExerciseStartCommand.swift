import SnippetRunner

/// `motionbook exercise start ID`: writes the exercise's starter code, never over a file.
struct ExerciseStartCommand: Command {
    static let name = "start"
    static let family: (any CommandFamily.Type)? = ExerciseCommand.self
    static let abstract = "Writes the exercise's starter code to exercises/ID/main.swift for you to edit."
    static let discussion = """
        Writes the exercise's starter code to DIR/ID/main.swift (DIR: --dir, default exercises)
        for you to edit. An existing file is never overwritten. With --lang (or $MOTIONBOOK_LANG)
        the language is recorded in DIR/ID/.motionbook-exercise: 'exercise check' then uses that
        language's lesson and hints and speaks it.
        """
    static let exitStatus: String? = "Exit status: 0 written, 1 no such exercise or the file exists, 64 usage error."

    @Argument(usage: "ID", count: 1...1, expects: "one ID") var arguments: [String]

    @OptionGroup var folders: ExerciseFolderOptions

    init() {}

    func run(context: CLIContext) -> Int32 {
        guard let exercise = folders.exercise(arguments[0], context: context) else { return ExitCode.failure }
        do {
            let path = try folders.workspace.start(exercise)
            if folders.chosenLanguage(context: context) != nil, let language = exercise.lesson.language {
                try? folders.workspace.recordLanguage(language.code, for: exercise.id)
            }
            context.writeOut("wrote \(path): \(exercise.title) (\(exercise.lesson.path))\nedit it, then run: motionbook exercise check \(exercise.id)\n")
            return ExitCode.success
        } catch {
            context.writeErr("motionbook exercise: error: \(error.description)\n")
            return ExitCode.failure
        }
    }
}
