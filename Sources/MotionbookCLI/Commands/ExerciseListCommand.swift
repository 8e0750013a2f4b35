import SnippetRunner

/// `motionbook exercise list`: every exercise of the course and whether it is started.
struct ExerciseListCommand: Command {
    static let name = "list"
    static let family: (any CommandFamily.Type)? = ExerciseCommand.self
    static let abstract = "Every exercise of the course, per language, and whether you have started it."
    static let discussion = "Lists every exercise of the course, per language, and whether you have started it."
    static let exitStatus: String? = "Exit status: 0 listed, 1 the course cannot be read, 64 usage error."

    @Argument(count: 0...0, expects: "no arguments") var arguments: [String]

    @OptionGroup var folders: ExerciseFolderOptions

    init() {}

    func run(context: CLIContext) -> Int32 {
        guard let (course, language) = folders.course(context: context) else { return ExitCode.failure }
        context.writeOut(ExerciseListing.text(Exercise.all(in: course, language: language), workspace: folders.workspace))
        return ExitCode.success
    }
}
