import Testing
@testable import MotionbookCLI

/// What the declarations give besides parsing: the start-up check for option names declared
/// twice, the usage lines (forms, required, standalone and collapsed options), subcommands,
/// and `run`'s options that are for files only.
@Suite struct CommandDeclarationTests {
    /// Every command that runs, subcommands included.
    static var runnableCommands: [any Command.Type] {
        MotionbookCLI.commands.flatMap { entry -> [any Command.Type] in
            if let family = entry as? any CommandFamily.Type { return family.subcommands }
            return (entry as? any Command.Type).map { [$0] } ?? []
        }
    }

    @Test func everyCommandDeclaresEachOptionNameOnce() {
        let commands = Self.runnableCommands
        #expect(commands.map { $0.path } == ["check", "run", "exercise list", "exercise start", "exercise check", "new", "build", "serve", "preview"])
        for command in commands {
            let declarations = command.declarations
            #expect(!declarations.options.isEmpty, "\(command.path)")
            #expect(declarations.duplicateNames.isEmpty, "\(command.path) declares \(declarations.duplicateNames) more than once")
        }
        #expect(MotionbookCLI.declarationProblems(MotionbookCLI.commands).isEmpty)
    }

    /// A command whose own `--jobs` clashes with the snippet options' and that declares `--help`.
    struct Clashing: Command {
        static let name = "clashing"
        static let abstract = "Declares names twice."
        static let discussion = "For the start-up check."

        @Option(valueName: "N", help: "Also the snippet options' name.") var jobs: Int?
        @Flag(name: "--help", help: "The built-in name.") var helpToo: Bool
        @OptionGroup var snippets: SnippetOptions

        init() {}

        func run(context: CLIContext) throws(UsageError) -> Int32 { ExitCode.success }
    }

    enum Twins: CommandFamily {
        static let name = "twins"
        static let abstract = "Two subcommands of one name."
        static let discussion = "For the start-up check."
        static let subcommands: [any Command.Type] = [ExerciseListCommand.self, ExerciseListCommand.self]
        static let subcommandKind = "twin"
    }

    @Test func aNameDeclaredTwiceIsReportedAtStartUp() {
        #expect(Clashing.declarationProblems == [
            "'motionbook clashing' declares --help more than once", "'motionbook clashing' declares --jobs more than once",
        ])
        #expect(Twins.declarationProblems == ["'motionbook twins' has more than one subcommand 'list'"])
        let capture = Capture()
        let status = MotionbookCLI.main(arguments: ["check", "--help"], context: capture.context(), commands: [CheckCommand.self, Clashing.self])
        #expect(status == ExitCode.software && capture.out.isEmpty)
        #expect(capture.err == """
            motionbook: internal error: 'motionbook clashing' declares --help more than once
            motionbook: internal error: 'motionbook clashing' declares --jobs more than once

            """)
        let twice = MotionbookCLI.declarationProblems([CheckCommand.self, CheckCommand.self])
        #expect(twice == ["more than one command 'check'"])
    }

    @Test func usageLinesComeFromTheDeclarations() {
        #expect(CheckCommand.usageLines.map { $0.joined(separator: " ") } == [
            "motionbook check [PATH...] [--format text|json] [--strict] [--no-run] [--translations DIR] [--shard K/N] [SNIPPET OPTIONS]",
            "motionbook check --explain RULE", "motionbook check --list-rules", "motionbook check --print-cache-key",
        ])
        #expect(NewCommand.usageLines.map { $0.joined(separator: " ") } == [
            "motionbook new LESSON-ID --lang bg|zh-Hans|de [--title TITLE] [--order N] [--content DIR]"
        ])
        #expect(RunCommand.usageLines.map { $0.joined(separator: " ") } == [
            "motionbook run LESSON [SNIPPET-ID] [--lang L] [--content DIR] [--param NAME=VALUE] [OUTPUT OPTIONS] [SNIPPET OPTIONS]",
            "motionbook run FILE.swift|DIR... [SCENARIO OPTIONS] [OUTPUT OPTIONS] [SNIPPET OPTIONS]",
        ])
        // The exercise commands' folders, which the hand-written usage once left out.
        for line in ExerciseCommand.usageLines {
            #expect(line.contains("[--content DIR]") && line.contains("[--dir DIR]"), "\(line)")
        }
    }

    @Test func wrappedUsageLinesReadBackWhole() {
        let help = RunCommand.help
        #expect(help.hasPrefix("""
            Usage: motionbook run LESSON [SNIPPET-ID] [--lang L] [--content DIR] [--param NAME=VALUE]
                                  [OUTPUT OPTIONS] [SNIPPET OPTIONS]
                   motionbook run FILE.swift|DIR...
            """))
        #expect(UsageLines.read(fromHelp: help) == RunCommand.usageLines.map { $0.joined(separator: " ") })
        for section in ["Options for LESSON:", "Scenario options:", "Output options:", "Snippet options:"] {
            #expect(help.contains("\n\n\(section)\n  --"), "\(section)")
        }
    }

    @Test func aRequiredOptionIsMissingUntilGiven() {
        let result = runTool(["new", "lesson-id"])
        #expect(result.status == 64 && result.err.hasPrefix("motionbook new: error: missing --lang\n\nUsage: motionbook new LESSON-ID --lang "))
    }

    /// A value each option for files accepts.
    static let fileOptionValues = [
        "--view": "Card", "--preview": "1", "--duration": "1", "--tap": "Play@0.5", "--drag": "Card@0.5:120,0,0.3",
        "--scroll": "*@0.5:0,300,0.4", "--pinch": "Photo@0.5:2,45,0.6", "--fps": "30", "--size": "100x100",
        "--color-scheme": "dark", "--device": "iphone-se",
    ]

    @Test func everyOptionForFilesIsRefusedWithALesson() throws {
        let options = CommandDeclarations(of: RunFileOptions()).options
        #expect(options.map(\.name).starts(with: ["--preview", "--view", "--duration", "--tap"]) && options.contains { $0.name == "--reduce-motion" })
        for option in options {
            var arguments = ["run", "some-lesson", option.name]
            if option.valueName != nil { arguments.append(try #require(Self.fileOptionValues[option.name], "a value for \(option.name)")) }
            let result = runTool(arguments)
            #expect(result.status == 64, "\(option.name)")
            #expect(result.err.hasPrefix("motionbook run: error: \(option.name) is for FILE.swift; a lesson snippet takes its keys from its fence\n"))
        }
        #expect(CommandDeclarations(of: RunCommand()).options.filter { $0.form == "FILE.swift|DIR..." }.map(\.name) == options.map(\.name))
    }

    @Test func exerciseSubcommandsHaveTheirOwnOptions() {
        let watch = runTool(["exercise", "list", "--watch"])
        #expect(watch.status == 64 && watch.err.hasPrefix("motionbook exercise: error: --watch is for 'exercise check'\n\nUsage: motionbook exercise list "))
        let jobs = runTool(["exercise", "start", "x", "--jobs", "2"])
        #expect(jobs.status == 64 && jobs.err.hasPrefix("motionbook exercise: error: --jobs is for 'exercise check'\n\n"))
        let count = runTool(["exercise", "check"])
        #expect(count.status == 64 && count.err.hasPrefix("motionbook exercise: error: 'exercise check' takes ID [FILE]\n\nUsage: motionbook exercise check "))
        let unknown = runTool(["exercise", "start", "x", "--frobnicate"])
        #expect(unknown.err.hasPrefix("motionbook exercise: error: unknown option '--frobnicate'\n\n"))
        // Options may come before the subcommand's word; an option's value is no subcommand.
        let before = runTool(["exercise", "--lang", "de", "frobnicate"])
        #expect(before.status == 64 && before.err.hasPrefix("motionbook exercise: error: unknown action 'frobnicate' (expected list, start or check)\n"))
        let help = runTool(["exercise", "check", "--help"])
        #expect(help.status == 0 && help.out == ExerciseCheckCommand.help && help.out.contains("  --watch "))
        #expect(runTool(["help", "exercise", "check"]).out == help.out)
        #expect(runTool(["exercise", "--help"]).out == ExerciseCommand.help)
    }
}
