import Diagnostics
import Foundation
import Lessons
import Testing
@testable import MotionbookCLI

/// The command-line tool run in-process with injected arguments, environment and streams.
@Suite struct CLITests {
    @Test func versionAndHelp() {
        let version = runTool(["--version"])
        #expect(version.status == 0 && version.out == "motionbook \(MotionbookCLI.version)\n")
        let help = runTool(["--help"])
        #expect(help.status == 0 && help.out.contains("Usage: motionbook <command>") && help.out.contains("check"))
        for command in ["check", "new", "build", "run", "exercise", "serve"] {
            let result = runTool([command, "--help"])
            #expect(result.status == 0 && result.out.contains("Usage: motionbook \(command)"), "\(command)")
            #expect(runTool(["help", command]).out == result.out)
        }
    }

    @Test func badUsageExits64WithUsageOnStderr() {
        for arguments in [["frobnicate"], [], ["--frobnicate"], ["check", "--frobnicate"], ["check", "--format"],
            ["check", "--format", "xml"], ["check", "--explain", "no.such-rule"], ["new"], ["new", "x"],
            ["new", "x", "--lang", "fr"], ["new", "Bad_ID", "--lang", "de"], ["help", "frobnicate"],
            ["check", "--jobs", "0"], ["check", "--run-timeout", "-1"], ["run"], ["run", "a", "b", "c"],
            ["run", "x.swift", "id"], ["run", "lesson", "--format", "xml"], ["run", "lesson", "--view", "V"],
            ["exercise"], ["exercise", "frobnicate"], ["exercise", "start"], ["exercise", "list", "x"],
            ["exercise", "start", "x", "--watch"]]
        {
            let result = runTool(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.err.contains("error:") && result.err.contains("Usage: motionbook"), "\(arguments): \(result.err)")
            #expect(result.out.isEmpty, "\(arguments)")
        }
    }

    @Test func theCourseChecksClean() {
        let result = runTool(["check", Repository.content, "--strict", "--no-run"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err == Repository.cleanCourseSummary, "\(result.err)")
    }

    @Test func problemsExit1WithSortedDiagnostics() {
        let folder = "\(Repository.diagnosticFixtures)/front-matter.malformed/content"
        let result = runTool(["check", folder, "--no-run"])
        #expect(result.status == 1)
        let lines = result.err.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[0] == "\(folder)/de/01-a.md:4:8: error: 'order' must be a non-negative integer [front-matter.malformed]")
        #expect(lines[3] == "check: 3 errors, 0 warnings in 1 lesson")
    }

    @Test func warningsFailOnlyWhenStrict() {
        let folder = "\(Repository.diagnosticFixtures)/course.missing-translation/content"
        #expect(runTool(["check", folder, "--no-run"]).status == 0)
        #expect(runTool(["check", folder, "--strict", "--no-run"]).status == 1)
    }

    @Test func jsonGoesToStdout() throws {
        let folder = "\(Repository.diagnosticFixtures)/fence.malformed-value/content"
        let result = runTool(["check", "--format=json", folder, "--no-run"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.status == 1 && result.err.isEmpty)
        let array = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        #expect(array.count == 10)
        #expect(array[0]["rule"] as? String == "fence.malformed-value")
        #expect(array[0]["line"] as? Int == 9 && array[0]["column"] as? Int == 23)
    }

    @Test func githubAnnotations() {
        let folder = "\(Repository.diagnosticFixtures)/quiz.no-correct-choice/content"
        let result = runTool(["check", folder, "--no-run"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.out == "::error file=\(folder)/de/01-a.md,line=10,col=1,title=quiz.no-correct-choice::no choice is marked correct with '- [x]'\n")
    }

    @Test func colourOnlyOnATerminalWithoutNO_COLOR() {
        let folder = "\(Repository.diagnosticFixtures)/quiz.no-correct-choice/content"
        #expect(runTool(["check", folder, "--no-run"], terminal: true).err.contains("\u{1B}["))
        #expect(!runTool(["check", folder, "--no-run"], environment: ["NO_COLOR": "1"], terminal: true).err.contains("\u{1B}["))
        #expect(!runTool(["check", folder, "--no-run"]).err.contains("\u{1B}["))
    }

    @Test func explainAndListRules() {
        let explain = runTool(["check", "--explain", "fence.unknown-key"])
        #expect(explain.status == 0 && explain.out.hasPrefix("fence.unknown-key (error): "))
        let list = runTool(["check", "--list-rules"])
        #expect(list.status == 0 && list.out == RuleCatalog.motionbook.listing)
    }

    @Test func snippetsCannotRunWithoutACompiler() {
        let content = "\(SnippetEndToEndTests.mathCourse)/content"
        let result = runTool(["check", content], environment: ["MOTIONBOOK_SWIFTC": "/no/such/swiftc"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("motionbook check: error: cannot run snippets: cannot start /no/such/swiftc"), "\(result.err)")
        // Linting needs no compiler.
        #expect(runTool(["check", content, "--no-run"], environment: ["MOTIONBOOK_SWIFTC": "/no/such/swiftc"]).status == 0)
    }

    @Test func missingPathIsAProblem() {
        let result = runTool(["check", "/no/such/folder"])
        #expect(result.status == 1 && result.err.contains("no such lesson file or folder: /no/such/folder"))
    }

    @Test func newWritesASkeletonAndNeverOverwrites() throws {
        let root = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content").path
        let first = runTool(["new", "springs", "--lang", "de", "--title", "Federn: \"weich\"", "--content", content])
        #expect(first.status == 0, "\(first.err)")
        let path = "\(content)/de/01-springs.md"
        #expect(first.out == "created \(path)\n")
        #expect(runTool(["check", path, "--strict"]).status == 0)

        try "---\nid: springs\ntitle: Mine\norder: 1\n---\n\n# Mine\n".write(toFile: path, atomically: true, encoding: .utf8)
        let again = runTool(["new", "springs", "--lang", "de", "--content", content])
        #expect(again.status == 1 && again.err.contains("already exists"))
        let clash = runTool(["new", "springs", "--lang", "de", "--order", "1", "--content", content])
        #expect(clash.status == 1)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("title: Mine"))

        let second = runTool(["new", "curves", "--lang", "de", "--content", content])
        #expect(second.out == "created \(content)/de/02-curves.md\n")
        // A file with the target name but another id is not overwritten either.
        let taken = runTool(["new", "curves-two", "--lang", "bg", "--order", "2", "--content", content])
        #expect(taken.status == 0)
        try "keep me".write(toFile: "\(content)/bg/03-other.md", atomically: true, encoding: .utf8)
        let blocked = runTool(["new", "other", "--lang", "bg", "--order", "3", "--content", content])
        #expect(blocked.status == 1 && blocked.err.contains("not overwriting"))
        #expect(try String(contentsOfFile: "\(content)/bg/03-other.md", encoding: .utf8) == "keep me")
    }
}

/// The usage errors of `--shard` and `--cache-only`: exit 64 with the reason, before anything runs.
@Suite struct ShardOptionTests {
    @Test(arguments: ["0/3", "4/3", "x", "1/0", "2"])
    func aShardOutsideOneToNIsAUsageError(_ value: String) {
        let result = runTool(["check", "--shard", value])
        #expect(result.status == 64)
        #expect(result.err.hasPrefix("motionbook check: error: --shard needs K/N, shard K of N with whole numbers 1 ≤ K ≤ N (e.g. 2/3), found '\(value)'\n"))
    }

    @Test func contradictoryOptionsAreUsageErrors() {
        let noRun = runTool(["check", "--shard", "1/2", "--no-run"])
        #expect(noRun.status == 64 && noRun.err.hasPrefix("motionbook check: error: --shard splits the snippet run and --no-run"))
        for command in ["check", "build"] {
            let result = runTool([command, "--cache-only", "--no-cache"])
            #expect(result.status == 64, "\(command)")
            #expect(result.err.hasPrefix("motionbook \(command): error: --cache-only takes every result from the cache and --no-cache"), "\(result.err)")
        }
    }
}
