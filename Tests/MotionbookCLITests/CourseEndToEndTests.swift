import Foundation
import Testing

/// The built tool on the real course: every snippet run twice and traced clean from fresh
/// results; `run` tables that say what the lesson text says; the lesson's exercise from `start`
/// to a passing `check`.
@Suite struct CourseEndToEndTests {
    static func tool(_ arguments: [String], _ directory: String, _ environment: [String: String]) throws -> (status: Int32, out: String, err: String, seconds: Double) {
        try SnippetEndToEndTests.tool(arguments, directory, environment)
    }

    /// Results start empty, so every snippet runs twice now; the compiled programs are the
    /// checkout's (`.build/motionbook-snippets/programs`), which the course check of
    /// `scripts/test` has just compiled from nothing: compiling the course's programs a second
    /// time here would repeat that check's compiles and prove nothing more.
    @Test func theCourseChecksCleanWithEverySnippetRunTwice() throws {
        let results = try SnippetEndToEndTests.freshCache()
        let programs = Repository.root.appendingPathComponent(".build/motionbook-snippets/programs").path
        try FileManager.default.createDirectory(atPath: programs, withIntermediateDirectories: true)
        // A results folder other than the checkout's keeps its programs beside it, in
        // `<results>-programs` (RunnerPaths.programs).
        try FileManager.default.createSymbolicLink(atPath: results + "-programs", withDestinationPath: programs)
        defer { try? FileManager.default.removeItem(atPath: results + "-programs") }
        let result = try Self.tool(["check", "content", "--strict", "--cache", results], Repository.root.path, [:])
        #expect(result.status == 0, "\(result.err)")
        let lines = result.err.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[0].hasPrefix("snippets: ") && lines[0].hasSuffix(", 0 from the cache)"), "\(result.err)")
        #expect(result.err.hasSuffix(Repository.cleanCourseSummary), "\(result.err)")
    }

    @Test func runPrintsTheTableTheLessonDescribes() throws {
        let result = try Self.tool(["run", "how-animation-works", "slide", "--lang", "de", "--cache", try SnippetEndToEndTests.freshCache()], Repository.root.path, [:])
        #expect(result.status == 0, "\(result.err)")
        // "In der Zeile 0,7 … steht offset.x auf 50 und scaleEffect auf 1,25"; from 1.2 s 100 and 1.5.
        #expect(result.out.hasPrefix("""
            slide: SlidingSquare, content/de/01-how-animation-works.md:46, 1.4 s at 60 fps
              t  offset.x  scaleEffect
            0.0         0            1
            0.1         0            1
            0.2         0            1
            0.3        10         1.05
            """), "\(result.out)")
        #expect(result.out.contains("0.7        50         1.25\n") && result.out.contains("1.2       100          1.5\n"))
        #expect(result.out.contains("\n    0.2 s  tap  *\n"))
        #expect(!result.out.contains("█"), "no chart when stdout is not a terminal")
    }

    @Test func theLessonsExerciseFromStartToAPassingCheck() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let common = ["--content", Repository.content, "--lang", "de"]
        let cache = ["--cache", try SnippetEndToEndTests.freshCache()]
        #expect(try Self.tool(["exercise", "start", "move-and-grow"] + common, folder.path, [:]).status == 0)
        let failing = try Self.tool(["exercise", "check", "move-and-grow"] + common + cache, folder.path, [:])
        #expect(failing.status == 1)
        // In German, as asked (`--lang de`), with the German lesson's hints.
        #expect(
            failing.out.hasPrefix("✗ move-and-grow ist noch nicht bestanden: offset.x von Circle weicht zuerst bei 0,2 s ab: erwartet 0, erhalten 120 (Toleranz 0,01).\n"),
            "\(failing.out)\(failing.err)")
        #expect(failing.out.contains("Hinweise findest du in \(Repository.content)/de/"), "\(failing.out)")
        // The fix the hints lead to: one withAnimation closure that toggles all three changes,
        // with the target's curve and duration.
        let file = folder.appendingPathComponent("exercises/move-and-grow/main.swift")
        let starter = try String(contentsOf: file, encoding: .utf8)
        let indent = { (lines: [String]) in lines.map { String(repeating: " ", count: 16) + $0 }.joined(separator: "\n") }
        let fixed = starter.replacingOccurrences(
            of: indent(["withAnimation(.easeInOut(duration: 1)) {", "    isBig = true", "}", "withAnimation(.easeIn(duration: 0.3)) {", "    isLit = true", "}", "isMoved = true"]),
            with: indent(["withAnimation(.linear(duration: 0.5)) {", "    isBig.toggle()", "    isMoved.toggle()", "    isLit.toggle()", "}"]))
        #expect(fixed != starter)
        try fixed.write(to: file, atomically: true, encoding: .utf8)
        let passing = try Self.tool(["exercise", "check", "move-and-grow"] + common + cache, folder.path, [:])
        #expect(passing.status == 0 && passing.out == "✓ move-and-grow ist bestanden: Dein Werteverlauf stimmt mit dem der Lösung überein (Toleranz 0,01).\n", "\(passing.err)")
    }
}
