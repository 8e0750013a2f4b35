import Foundation
import Testing
@testable import MotionbookCLI

/// The README's command table (`## Commands`) is the tool's usage: its first column holds each
/// command's usage lines as `--help` prints them, in the order of the command list, and every
/// option the section names is one a command declares. So the two cannot drift apart.
@Suite struct ReadmeCommandTableTests {
    /// The text of README.md's `## Commands` section.
    static func commandsSection() throws -> String {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n## Commands\n"))
        let rest = readme[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// The first cell of each table row that is one command's usage: `| `motionbook …` |`,
    /// with `\|` read as `|`.
    static func usageCells(_ section: String) -> [String] {
        section.split(separator: "\n").compactMap { row -> String? in
            guard row.hasPrefix("| `motionbook "), !row.hasPrefix("| `motionbook --"),
                let end = row.range(of: "` |")
            else { return nil }
            return row[row.index(row.startIndex, offsetBy: 3)..<end.lowerBound].replacingOccurrences(of: "\\|", with: "|")
        }
    }

    @Test func theTableIsTheUsageOfEveryCommand() throws {
        let readme = Self.usageCells(try Self.commandsSection())
        var printed: [String] = []
        for command in MotionbookCLI.commands {
            let help = runTool([command.name, "--help"])
            #expect(help.status == 0)
            printed += UsageLines.read(fromHelp: help.out)
        }
        #expect(printed.count == 13)
        #expect(readme == printed, "README.md's command table differs from --help; its first column should be:\n\(printed.joined(separator: "\n"))")
    }

    @Test func everyOptionTheSectionNamesIsDeclared() throws {
        let section = try Self.commandsSection()
        let declared = Set(
            CommandDeclarationTests.runnableCommands.flatMap { $0.declarations.options.map(\.name) } + CommandDeclarations.builtInNames
                + ["--version"])
        let named = section.matches(of: /--[a-z][a-z-]*/).map { String($0.output) }
        #expect(named.count > 20)
        let unknown = Set(named).subtracting(declared)
        #expect(unknown.isEmpty, "README.md's ## Commands names options no command declares: \(unknown.sorted())")
    }

    /// The reader parses what the writer wraps, and a hand-made help text.
    @Test func usageLinesAreReadFromAHelpText() {
        let help = "Usage: motionbook a [--x N]\n                    [--y]\n       motionbook a --z\n\nProse.\n"
        #expect(UsageLines.read(fromHelp: help) == ["motionbook a [--x N] [--y]", "motionbook a --z"])
    }
}
