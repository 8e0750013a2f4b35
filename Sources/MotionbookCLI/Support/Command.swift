/// One subcommand of `motionbook`.
protocol Command: Sendable {
    /// The word after `motionbook`.
    static var name: String { get }
    /// One line for the command list.
    static var abstract: String { get }
    /// The full help: usage line, description, options.
    static var help: String { get }
    /// Runs with the arguments after the command name; returns the exit code.
    static func run(_ arguments: [String], context: CLIContext) -> Int32
}

extension Command {
    /// Prints `message` and this command's help on stderr and returns the usage exit code.
    static func usageError(_ message: String, context: CLIContext) -> Int32 {
        context.writeErr("motionbook \(name): error: \(message)\n\n\(help)")
        return ExitCode.usage
    }

    /// True (after printing help on stdout) when the arguments ask for help.
    static func wantsHelp(_ arguments: [String], context: CLIContext) -> Bool {
        guard arguments.contains("--help") || arguments.contains("-h") else { return false }
        context.writeOut(help)
        return true
    }
}
