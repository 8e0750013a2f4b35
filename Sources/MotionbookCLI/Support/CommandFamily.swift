/// A command made of subcommands (`exercise list|start|check`), each a ``Command`` of its own
/// with its own options and help. `motionbook FAMILY SUBCOMMAND …` runs the subcommand; options
/// may come before its word. The family's help lists the subcommands' usage lines.
protocol CommandFamily: CommandEntry {
    /// What the family is for, after the usage lines of `--help`.
    static var discussion: String { get }
    /// The closing `Exit status: …` paragraph, if any.
    static var exitStatus: String? { get }
    static var subcommands: [any Command.Type] { get }
    /// The word for a subcommand in a refusal: `action` in "unknown action 'x'".
    static var subcommandKind: String { get }
}

extension CommandFamily {
    static var exitStatus: String? { nil }

    static var usageLines: [[String]] { subcommands.flatMap { $0.usageLines } }

    /// The usage lines of every subcommand, the prose, the subcommand list, the exit status.
    static var help: String {
        let width = subcommands.map { $0.name.count }.max() ?? 0
        let list = subcommands.map { "  \($0.name.padding(to: width))  \($0.abstract)" }.joined(separator: "\n")
        return """
            \(UsageLines.text(usageLines))

            \(discussion)

            Subcommands:
            \(list)

            'motionbook \(name) SUBCOMMAND --help' shows a subcommand's options.

            """ + (exitStatus.map { "\n\($0)\n" } ?? "")
    }

    static var declarationProblems: [String] {
        let repeated = CommandDeclarations.repeated(subcommands.map { $0.name }).map { "'motionbook \(name)' has more than one subcommand '\($0)'" }
        return repeated + subcommands.flatMap { $0.declarationProblems }
    }

    static func subcommand(named name: String) -> (any CommandEntry.Type)? { subcommands.first { $0.name == name } }

    /// Finds the subcommand's word, removes it and runs the subcommand with the rest; the
    /// family's help on `--help` without one.
    static func main(_ arguments: [String], context: CLIContext) -> Int32 {
        let names = ChoiceText.list(subcommands.map { $0.name })
        guard let index = subcommandIndex(arguments) else {
            if arguments.contains("--help") || arguments.contains("-h") { return printHelp(context) }
            return usageError("missing \(names)", context: context)
        }
        guard let subcommand = subcommands.first(where: { $0.name == arguments[index] }) else {
            if arguments.contains("--help") || arguments.contains("-h") { return printHelp(context) }
            return usageError("unknown \(subcommandKind) '\(arguments[index])' (expected \(names))", context: context)
        }
        var rest = arguments
        rest.remove(at: index)
        return subcommand.main(rest, context: context)
    }

    /// The subcommands that declare `option`, as `'exercise check'` (or several joined with
    /// "or"); nil when none does.
    static func owner(ofOption option: String) -> String? {
        let owners = subcommands.filter { $0.declarations.options.contains { $0.name == option } }
        return owners.isEmpty ? nil : ChoiceText.list(owners.map { "'\(name) \($0.name)'" })
    }

    /// The first argument that is neither an option nor the value of an option some subcommand
    /// declares with a value.
    private static func subcommandIndex(_ arguments: [String]) -> Int? {
        let takesValue = Set(subcommands.flatMap { $0.declarations.options }.filter { $0.valueName != nil }.map(\.name))
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return index + 1 < arguments.count ? index + 1 : nil }
            if !argument.hasPrefix("-") || argument == "-" { return index }
            let (name, inlineValue) = ArgumentParser.split(argument)
            index += inlineValue == nil && takesValue.contains(name) ? 2 : 1
        }
        return nil
    }

    private static func printHelp(_ context: CLIContext) -> Int32 {
        context.writeOut(help)
        return ExitCode.success
    }

    private static func usageError(_ message: String, context: CLIContext) -> Int32 {
        context.writeErr("motionbook \(name): error: \(message)\n\n\(help)")
        return ExitCode.usage
    }
}
