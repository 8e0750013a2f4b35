/// The `motionbook` command-line tool: dispatches to a command. `main.swift` of the
/// executable only calls ``MotionbookCLI/main(arguments:context:)``.
public enum MotionbookCLI {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// The commands, in the order of the command list (and of the README's table).
    static let commands: [any CommandEntry.Type] = [
        CheckCommand.self, RunCommand.self, ExerciseCommand.self, NewCommand.self, BuildCommand.self, ServeCommand.self, PreviewCommand.self,
    ]

    static var help: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map { "  \($0.name.padding(to: width))  \($0.abstract)" }.joined(separator: "\n")
        return """
            motionbook: write, check and publish the Motionbook course on SwiftUI animation.

            Usage: motionbook <command> [options]

            Commands:
            \(list)

            Options:
              --help     Show this help, or a command's help with 'motionbook <command> --help'.
              --version  Print the version.

            Exit status: 0 success, 1 problems found, 64 usage error.

            """
    }

    /// Runs the tool with `arguments` (without the program name); returns the exit status.
    public static func main(arguments: [String], context: CLIContext = .process) -> Int32 {
        main(arguments: arguments, context: context, commands: commands)
    }

    /// Runs the tool with these `commands`, after checking their declarations: a command that
    /// declares an option name twice (or `--help`) is a mistake in the tool, reported before
    /// anything runs with exit 70.
    static func main(arguments: [String], context: CLIContext, commands: [any CommandEntry.Type]) -> Int32 {
        let problems = declarationProblems(commands)
        guard problems.isEmpty else {
            context.writeErr(problems.map { "motionbook: internal error: \($0)\n" }.joined())
            return ExitCode.software
        }
        guard let first = arguments.first else {
            context.writeErr("motionbook: error: missing command\n\n" + help)
            return ExitCode.usage
        }
        switch first {
        case "--help", "-h":
            context.writeOut(help)
            return ExitCode.success
        case "help":
            let words = arguments.dropFirst()
            guard let name = words.first else {
                context.writeOut(help)
                return ExitCode.success
            }
            var entry = commands.first(where: { $0.name == name })
            for word in words.dropFirst() { entry = entry?.subcommand(named: word) }
            guard let entry else {
                context.writeErr("motionbook: error: unknown command '\(words.joined(separator: " "))'\n\n" + help)
                return ExitCode.usage
            }
            context.writeOut(entry.help)
            return ExitCode.success
        case "--version":
            context.writeOut("motionbook \(version)\n")
            return ExitCode.success
        default:
            guard let command = commands.first(where: { $0.name == first }) else {
                let kind = first.hasPrefix("-") ? "option" : "command"
                context.writeErr("motionbook: error: unknown \(kind) '\(first)'\n\n" + help)
                return ExitCode.usage
            }
            return command.main(Array(arguments.dropFirst()), context: context)
        }
    }

    /// What is wrong with the declarations of `commands`: a command name used twice, and each
    /// command's own problems (``CommandEntry/declarationProblems``).
    static func declarationProblems(_ commands: [any CommandEntry.Type]) -> [String] {
        let repeated = CommandDeclarations.repeated(commands.map { $0.name }).map { "more than one command '\($0)'" }
        return repeated + commands.flatMap { $0.declarationProblems }
    }
}

extension String {
    /// Pads with spaces on the right to `width` characters.
    func padding(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
