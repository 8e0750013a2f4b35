import Foundation
import Testing

/// The built tool with a question about a variant (`@ SNIPPET PROPERTY TIME NAME=VALUE`):
/// `check` runs the asked variant as one more scenario of the snippet's one program and fails
/// an answer that disagrees with it at the answer's line, while a right one passes.
@Suite struct QuizVariantEndToEndTests {
    static func lesson(answers: [String]) -> String {
        """
        ---
        id: lab
        title: Lab
        order: 1
        ---

        # Lab

        ```swift run id=lab duration=1 param="delay 0...0.2 step 0.1"
        import SwiftUI

        struct Lab: View {
            @State private var shown = false

            var body: some View {
                Rectangle()
                    .offset(x: shown ? 100 : 0)
                    .onAppear { withAnimation(.linear(duration: 0.5).delay(0.1)) { shown = true } }
            }
        }
        ```

        ```quiz id=lab-quiz
        \(answers.map { "? Where is it?\n\($0)\n" }.joined(separator: "\n"))```

        """
    }

    static func course(answers: [String]) throws -> URL {
        let folder = try Repository.temporaryFolder()
        let lessons = folder.appendingPathComponent("content/de")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        try lesson(answers: answers).write(to: lessons.appendingPathComponent("01-lab.md"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func checkFailsAWrongVariantAnswerAtItsLine() throws {
        // delay 0.25 (off the grid): the square starts at 0.25 s and is half way at 0.5 s; with
        // delay 0.15 it has gone 70 points at 0.5 s, not 80.
        let folder = try Self.course(answers: [
            "= 50 ± 0.5 @ lab offset.x 0.5 delay=0.25", "= 80 ± 1 @ lab offset.x 0.5 delay=0.15", "= 80 ± 1 @ lab offset.x 0.5",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = try SnippetEndToEndTests.freshCache()
        let result = try SnippetEndToEndTests.tool(["check", "content", "--cache", cache], in: folder.path)
        #expect(result.status == 1)
        let errors = result.err.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(result.err)")
        #expect(
            errors.first?.hasPrefix(
                "content/de/01-lab.md:28:1: error: the answer 80 ± 1 disagrees with the trace of 'lab' with delay=0.15: offset.x at 0.5 s is 70") == true,
            "\(result.err)")
        // The snippet, its three grid points and the two asked variants: runs of one program.
        #expect(result.err.contains("(1 distinct program in 6 runs, 0 from the cache)"), "\(result.out)\(result.err)")

        // The value check compared is the one `run --param` prints for that variant.
        let run = try SnippetEndToEndTests.tool(
            ["run", "content/de/01-lab.md", "lab", "--format", "csv", "--every", "0.5", "--show", "offset.x", "--param", "delay=0.15", "--cache", cache],
            in: folder.path)
        let printed = run.out.split(separator: "\n").first { $0.hasPrefix("0.5,") }.flatMap { Double($0.dropFirst(4)) }
        #expect(run.status == 0 && printed.map { abs($0 - 70) < 0.0001 } == true, "\(run.out)\(run.err)")
    }

    @Test func checkRejectsAVariantOnTheGridBeforeRunning() throws {
        let folder = try Self.course(answers: ["= 80 ± 1 @ lab offset.x 0.5 delay=0.2"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = try SnippetEndToEndTests.freshCache()
        let result = try SnippetEndToEndTests.tool(["check", "content", "--no-run", "--cache", cache], in: folder.path)
        #expect(result.status == 1)
        #expect(result.err.contains("content/de/01-lab.md:25:1: error: the variant delay=0.2 of 'lab' is a point of its explorer's grid"), "\(result.err)")
    }
}
