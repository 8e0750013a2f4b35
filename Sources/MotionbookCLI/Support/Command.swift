/// What the tool's command list, `help` and the start-up check need of a command: one that
/// runs (``Command``) or a family of subcommands (``CommandFamily``).
protocol CommandEntry: Sendable {
    /// The word after `motionbook` (after the family's word for a subcommand).
    static var name: String { get }
    /// One line for the command list.
    static var abstract: String { get }
    /// The whole `--help` text.
    static var help: String { get }
    /// The usage lines `--help` shows, each as its words (``UsageLines``).
    static var usageLines: [[String]] { get }
    /// Parses `arguments` (after the command's word) and runs; returns the exit status.
    static func main(_ arguments: [String], context: CLIContext) -> Int32
    /// What is wrong with the declarations (`'motionbook run' declares --tap twice`); empty when nothing.
    static var declarationProblems: [String] { get }
    /// The subcommand called `name`, for `motionbook help exercise check`.
    static func subcommand(named name: String) -> (any CommandEntry.Type)?
}

/// A command that runs: a type whose properties declare its command line (``Option``, ``Flag``,
/// ``Argument``, ``OptionGroup``). The parser, the usage lines, the options part of `--help`
/// and the usage errors all come from those declarations; the description is prose.
protocol Command: CommandEntry, ParsableArguments {
    /// What the command does, after the usage lines of `--help`.
    static var discussion: String { get }
    /// The closing `Exit status: …` paragraph, if any.
    static var exitStatus: String? { get }
    /// The family this command is a subcommand of (`exercise` for `exercise check`); nil for a command of its own.
    static var family: (any CommandFamily.Type)? { get }
    /// Runs the parsed command; a ``UsageError`` thrown here is reported as a usage error too.
    func run(context: CLIContext) throws(UsageError) -> Int32
}

extension Command {
    static var exitStatus: String? { nil }
    static var family: (any CommandFamily.Type)? { nil }

    /// The words after `motionbook`: `run`, `exercise check`.
    static var path: String { family.map { "\($0.name) \(name)" } ?? name }

    /// The declarations of a fresh command.
    static var declarations: CommandDeclarations { CommandDeclarations(of: Self()) }

    static var usageLines: [[String]] { UsageLines.lines(path: path, declarations: declarations) }

    /// The full help: the usage lines, the prose, the options, the exit status.
    static var help: String {
        let declarations = declarations
        let usage = UsageLines.text(UsageLines.lines(path: path, declarations: declarations))
        return "\(usage)\n\n\(discussion)\n\n\(OptionsHelp.text(declarations.options))\n" + (exitStatus.map { "\n\($0)\n" } ?? "")
    }

    static var declarationProblems: [String] {
        declarations.duplicateNames.map { "'motionbook \(path)' declares \($0) more than once" }
    }

    static func subcommand(named name: String) -> (any CommandEntry.Type)? { nil }

    /// Parses `arguments` (after the command's words) and runs: help on `--help`, the message
    /// and the help on stderr with exit 64 on a usage error.
    static func main(_ arguments: [String], context: CLIContext) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            context.writeOut(help)
            return ExitCode.success
        }
        let command = Self()
        do throws(UsageError) {
            try ArgumentParser.parse(arguments, into: command)
            if let problem = CommandDeclarations(of: command).positionals?.countProblem(path: path) { throw UsageError(problem) }
            return try command.run(context: context)
        } catch {
            if let option = error.unknownOption, let owner = family?.owner(ofOption: option) {
                return usageError("\(option) is for \(owner)", context: context)
            }
            return usageError(error.message, context: context)
        }
    }

    /// Prints `message` and this command's help on stderr and returns the usage exit code.
    static func usageError(_ message: String, context: CLIContext) -> Int32 {
        context.writeErr("motionbook \(family?.name ?? name): error: \(message)\n\n\(help)")
        return ExitCode.usage
    }
}
