/// One subcommand of `motionbook`: a type whose properties declare its command line
/// (``Option``, ``Flag``, ``Argument``, ``OptionGroup``). The parser, the `Options:` part of
/// `--help` and the usage errors all come from those declarations; the prose is hand-written.
protocol Command: ParsableArguments {
    /// The word after `motionbook`.
    static var name: String { get }
    /// One line for the command list.
    static var abstract: String { get }
    /// The usage lines and the description, before `Options:`.
    static var discussion: String { get }
    /// The closing `Exit status: …` paragraph, if any.
    static var exitStatus: String? { get }
    /// Runs the parsed command; a ``UsageError`` thrown here is reported as a usage error too.
    func run(context: CLIContext) throws(UsageError) -> Int32
}

extension Command {
    static var exitStatus: String? { nil }

    /// The full help: the prose, the options from the declarations, the exit status.
    static var help: String {
        let options = OptionsHelp.text(ArgumentParser.declarations(of: Self()))
        return "\(discussion)\n\nOptions:\n\(options)\n" + (exitStatus.map { "\n\($0)\n" } ?? "")
    }

    /// Parses `arguments` (after the command name) and runs: help on `--help`, the message and
    /// the help on stderr with exit 64 on a usage error.
    static func main(_ arguments: [String], context: CLIContext) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            context.writeOut(help)
            return ExitCode.success
        }
        let command = Self()
        do throws(UsageError) {
            try ArgumentParser.parse(arguments, into: command)
            return try command.run(context: context)
        } catch {
            return usageError(error.message, context: context)
        }
    }

    /// Prints `message` and this command's help on stderr and returns the usage exit code.
    static func usageError(_ message: String, context: CLIContext) -> Int32 {
        context.writeErr("motionbook \(name): error: \(message)\n\n\(help)")
        return ExitCode.usage
    }
}
