import Testing
@testable import MotionbookCLI

/// The declaration-driven parser: every value type, the option syntaxes, the usage errors, and
/// the `Options:` help made from the declarations.
@Suite struct ArgumentParsingTests {
    enum Shape: String, ArgumentChoice {
        case circle, square
        static let kind = "shape"
    }

    struct Group: ParsableArguments {
        @Option(valueName: "DIR", help: "Where the group's files go.")
        var folder = "out"

        @Flag(help: "A flag of the group.")
        var groupFlag: Bool

        init() {}
    }

    /// A command of every kind of declaration.
    struct Sample: Command {
        static let name = "sample"
        static let abstract = "A command for the tests."
        static let discussion = "Does nothing."
        static let exitStatus: String? = "Exit status: 0 always."

        @Argument(usage: "[FILE...]") var files: [String]
        @Option(valueName: "TEXT", help: "A text.") var title: String?
        @Option(help: "A whole number.") var count = 3
        @Option(help: "A number of seconds.") var delay = 0.5
        @Option(help: "A port.") var port: UInt16 = 80
        @Option(help: "A closed set of words.") var shape = Shape.circle
        @Option(valueName: "N", help: "An even number.", needs: "an even whole number", parse: { Int($0).flatMap { $0 % 2 == 0 ? $0 : nil } })
        var even: Int?
        @Option(valueName: "WxH", help: "A size.", needs: "WIDTHxHEIGHT", quotesValue: true, parse: { $0.contains("x") ? $0 : nil })
        var size: String?
        @Option(name: "--base-url", valueName: "URL", help: "An option named by hand.") var baseURL: String?
        @Flag(help: "A flag named from its property.") var dryRun: Bool
        @OptionGroup var group: Group

        init() {}

        func run(context: CLIContext) throws(UsageError) -> Int32 { ExitCode.success }
    }

    /// `arguments` parsed into a fresh ``Sample``.
    func parse(_ arguments: [String]) throws(UsageError) -> Sample {
        let sample = Sample()
        try ArgumentParser.parse(arguments, into: sample)
        return sample
    }

    func problem(_ arguments: [String]) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func defaultsWhenNothingIsGiven() throws {
        let sample = try parse([])
        #expect(sample.files.isEmpty && sample.title == nil && sample.count == 3 && sample.delay == 0.5)
        #expect(sample.port == 80 && sample.shape == .circle && sample.even == nil && !sample.dryRun)
        #expect(sample.group.folder == "out" && !sample.group.groupFlag && !sample.$count.isGiven)
    }

    @Test func everyValueTypeAndBothSyntaxes() throws {
        let sample = try parse([
            "a.swift", "--title", "Hi there", "--count=12", "--delay", "1.25", "--port=8080", "--shape", "square",
            "--even", "4", "--size=3x4", "--base-url", "/course/", "--dry-run", "--folder", "site", "--group-flag", "b.swift",
        ])
        #expect(sample.files == ["a.swift", "b.swift"])
        #expect(sample.title == "Hi there" && sample.count == 12 && sample.delay == 1.25 && sample.port == 8080)
        #expect(sample.shape == .square && sample.even == 4 && sample.size == "3x4" && sample.baseURL == "/course/")
        #expect(sample.dryRun && sample.group.folder == "site" && sample.group.groupFlag && sample.$count.isGiven)
    }

    @Test func theLastValueWinsAndAValueMayStartWithADash() throws {
        let sample = try parse(["--count", "1", "--count", "-7", "--title", "--dry-run"])
        #expect(sample.count == -7 && sample.title == "--dry-run" && !sample.dryRun)
    }

    @Test func doubleDashEndsOptions() throws {
        let sample = try parse(["--", "--count", "-", "x"])
        #expect(sample.files == ["--count", "-", "x"] && sample.count == 3)
    }

    @Test func usageErrors() {
        #expect(problem(["--frobnicate"]) == "unknown option '--frobnicate'")
        #expect(problem(["--dry-run=yes"]) == "unknown option '--dry-run'")
        #expect(problem(["--count"]) == "option '--count' needs a value")
        #expect(problem(["--count", "many"]) == "--count does not take 'many'")
        #expect(problem(["--delay", "inf"]) == "--delay does not take 'inf'")
        #expect(problem(["--port", "70000"]) == "--port does not take '70000'")
        #expect(problem(["--shape=triangle"]) == "unknown shape 'triangle' (expected circle or square)")
        #expect(problem(["--even", "3"]) == "--even needs an even whole number")
        #expect(problem(["--size", "3"]) == "--size needs WIDTHxHEIGHT, found '3'")
    }

    @Test func aCommandWithoutArgumentRefusesPositionals() {
        var caught: UsageError?
        do { try ArgumentParser.parse(["extra"], into: Group()) } catch { caught = error }
        #expect(caught == UsageError("unexpected argument 'extra'"))
    }

    @Test func helpIsMadeFromTheDeclarations() {
        let help = Sample.help
        #expect(help.hasPrefix("""
            Usage: motionbook sample [FILE...] [--title TEXT] [--count N] [--delay S] [--port N]
                                     [--shape circle|square] [--even N] [--size WxH] [--base-url URL]
                                     [--dry-run] [--folder DIR] [--group-flag]

            Does nothing.

            Options:

            """))
        #expect(help.hasSuffix("  --help                 Show this help.\n\nExit status: 0 always.\n"))
        for line in [
            "  --title TEXT           A text.", "  --count N              A whole number.", "  --delay S              A number of seconds.",
            "  --shape circle|square  A closed set of words.", "  --base-url URL         An option named by hand.",
            "  --dry-run              A flag named from its property.", "  --folder DIR           Where the group's files go.",
        ] {
            #expect(help.contains(line + "\n"), "\(line)")
        }
        let names = help.split(separator: "\n").filter { $0.hasPrefix("  --") }.map { $0.split(separator: " ")[0] }
        #expect(names == ["--title", "--count", "--delay", "--port", "--shape", "--even", "--size", "--base-url", "--dry-run", "--folder", "--group-flag", "--help"])
    }

    @Test func longHelpWrapsUnderItsColumn() {
        let lines = OptionsHelp.wrap("one two three four five", width: 9)
        #expect(lines == ["one two", "three", "four five"])
        let help = CheckCommand.help
        #expect(help.contains("  --no-sandbox         Compile and run snippets without the bubblewrap sandbox; unsafe for\n                       lessons you did not write.\n"))
    }

    @Test func everyCommandThatRunsSnippetsListsTheSnippetOptions() {
        let commands: [any Command.Type] = [CheckCommand.self, RunCommand.self, ExerciseCheckCommand.self, BuildCommand.self, ServeCommand.self]
        for command in commands {
            #expect(command.help.contains("\n\nSnippet options:\n"), "\(command.path)")
            #expect(command.usageLines.allSatisfy { $0.last == "[SNIPPET OPTIONS]" || $0.count == 2 }, "\(command.path)")
            for option in ["--compile-timeout S", "--run-timeout S", "--cpu-limit S", "--jobs N", "--cache DIR", "--no-cache", "--no-sandbox"] {
                #expect(command.help.contains("  \(option) "), "\(command.path): \(option)")
            }
        }
        #expect(!NewCommand.help.contains("--jobs") && !ExerciseStartCommand.help.contains("--jobs"))
    }

    @Test func invalidEnumValuesAreUsageErrors() {
        let check = runTool(["check", "--format", "xml"])
        #expect(check.status == 64 && check.out.isEmpty)
        #expect(check.err.hasPrefix("motionbook check: error: unknown format 'xml' (expected text or json)\n\nUsage: motionbook check"))
        let run = runTool(["run", "lesson", "--format=yaml"])
        #expect(run.status == 64 && run.err.hasPrefix("motionbook run: error: unknown format 'yaml' (expected table, csv or json)\n\n"))
        let new = runTool(["new", "x", "--lang", "fr"])
        #expect(new.status == 64 && new.err.hasPrefix("motionbook new: error: unknown language 'fr' (expected bg, zh-Hans or de)\n\n"))
        let exercise = runTool(["exercise", "frobnicate"])
        #expect(exercise.status == 64 && exercise.err.hasPrefix("motionbook exercise: error: unknown action 'frobnicate' (expected list, start or check)\n\n"))
    }

    @Test func usageErrorsPrintTheMessageAndTheHelp() {
        let missing = runTool(["check", "--jobs"])
        #expect(missing.status == 64 && missing.err == "motionbook check: error: option '--jobs' needs a value\n\n" + CheckCommand.help)
        let unknown = runTool(["build", "--frobnicate"])
        #expect(unknown.status == 64 && unknown.err == "motionbook build: error: unknown option '--frobnicate'\n\n" + BuildCommand.help)
        let seconds = runTool(["check", "--run-timeout=0"])
        #expect(seconds.status == 64 && seconds.err.hasPrefix("motionbook check: error: --run-timeout needs a number of seconds above 0\n"))
    }
}
