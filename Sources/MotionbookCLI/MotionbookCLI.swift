/// The `motionbook` command-line tool: dispatches to a subcommand. `main.swift` of the
/// executable only calls ``MotionbookCLI/main(arguments:context:)``.
public enum MotionbookCLI {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    static let commands: [any Command.Type] = [
        CheckCommand.self, NewCommand.self,
        BuildCommand.self, RunCommand.self, ExerciseCommand.self, ServeCommand.self,
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
        guard let first = arguments.first else {
            context.writeErr("motionbook: error: missing command\n\n" + help)
            return ExitCode.usage
        }
        switch first {
        case "--help", "-h":
            context.writeOut(help)
            return ExitCode.success
        case "help":
            guard let name = arguments.dropFirst().first else {
                context.writeOut(help)
                return ExitCode.success
            }
            guard let command = commands.first(where: { $0.name == name }) else {
                context.writeErr("motionbook: error: unknown command '\(name)'\n\n" + help)
                return ExitCode.usage
            }
            context.writeOut(command.help)
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
}

extension String {
    /// Pads with spaces on the right to `width` characters.
    func padding(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
