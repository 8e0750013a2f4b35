import Foundation
import Testing

/// `motionbook run` on files whose entry point is a `#Playground` block (Xcode 26, `swift play`):
/// the block runs, each variable at its top level that holds a view is traced, other values are
/// left out, a playground without a view says so with what it printed, and compile errors in
/// the block stand at the learner's line and column.
@Suite struct PlaygroundRunTests {
    @Test func aPlaygroundTracesItsViewsAndLeavesOutItsOtherValues() throws {
        let source = SwiftFileRunTests.badge + """
            import Playgrounds

            #Playground("Cards") {
                let count = 2
                let card = Badge(label: "A")
                print("cards: \\(count)")
            }

            """
        let folder = try SwiftFileRunTests.folder(["Cards.swift": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = try SnippetEndToEndTests.freshCache()
        let run = try SnippetEndToEndTests.tool(["run", "Cards.swift", "--every", "0.25", "--cache", cache], in: folder.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.hasPrefix("Cards: card: Cards: card, Cards.swift:16, 0.517 s at 60 fps\n   t  scaleEffect\n0.00            1\n0.25          1.5\n0.50            2\n"), "\(run.out)")
        #expect(!run.out.contains("count") && !run.err.contains("count"), "\(run.out)\(run.err)")

        let json = try SnippetEndToEndTests.tool(["run", "Cards.swift", "--preview", "Cards", "--format", "json", "--cache", cache], in: folder.path)
        let document = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        #expect(document?["view"] as? String == "Cards: card", "\(json.out.prefix(300))")
        #expect(json.out.contains("\"path\": \"Badge/Text\""), "paths start at the view the variable holds")

        let count = try SnippetEndToEndTests.tool(["run", "Cards.swift", "--preview", "Cards: count", "--cache", cache], in: folder.path)
        #expect(count.status == 1)
        #expect(count.err.hasSuffix("Cards.swift:15:1: error: preview 'Cards: count' of 'Cards.swift' has nothing to trace: 'count' holds Int, not a view (the playground's views: card); what it printed: cards: 2 [snippet.no-view]\n"), "\(count.err)")

        let missing = try SnippetEndToEndTests.tool(["run", "Cards.swift", "--preview", "3", "--cache", cache], in: folder.path)
        #expect(missing.status == 64 && missing.err.hasPrefix("motionbook run: error: no preview '3' in 'Cards.swift' (its previews: 'Cards: count', 'Cards: card')"), "\(missing.err)")
    }

    /// A lesson's snippet takes the same path: its playground traces the first variable that
    /// holds a view, under the playground's name.
    @Test func aLessonSnippetTracesItsPlaygroundsFirstView() throws {
        let lesson = """
            ---
            id: grow
            title: Grow
            summary: A playground in a lesson.
            order: 1
            ---

            # Grow

            The dot grows as soon as it appears.

            ```swift run id=grow duration=0.5 every=0.25
            import SwiftUI
            import Playgrounds

            #Playground("Grow") {
                let scale = 1.5
                let dot = Circle()
                    .frame(width: 20, height: 20)
                    .phaseAnimator([1, scale]) { content, phase in content.scaleEffect(phase) }
            }
            ```

            """
        let folder = try SwiftFileRunTests.folder(["content/de/01-grow.md": lesson])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try SnippetEndToEndTests.tool(
            ["run", "content/de/01-grow.md", "grow", "--format", "json", "--cache", try SnippetEndToEndTests.freshCache()], in: folder.path)
        #expect(run.status == 0, "\(run.err)")
        let document = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
        #expect(document?["view"] as? String == "Grow", "\(run.out.prefix(300))")
        #expect(run.out.contains("\"path\": \"Circle\""), "\(run.out.prefix(600))")
    }

    /// A playground without a view, and one whose block throws: each failure is the
    /// playground's, reported once at `#Playground`.
    @Test func aPlaygroundWithoutAViewRunsAndSaysThereIsNothingToTrace() throws {
        let source = """
            import Playgrounds

            #Playground("Numbers") {
                let total = (1...10).reduce(0, +)
                let names = ["a", "b"]
                print("total", total)
                print(names.joined(separator: "+"))
            }

            struct Oops: Error {}
            func fail() throws { throw Oops() }

            #Playground("Throws") {
                let first = 1
                try fail()
                let never = 2
            }

            """
        let folder = try SwiftFileRunTests.folder(["Numbers.swift": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try SnippetEndToEndTests.tool(["run", "Numbers.swift", "--cache", try SnippetEndToEndTests.freshCache()], in: folder.path)
        #expect(run.status == 1 && run.out.isEmpty)
        #expect(run.err.contains("Numbers.swift:3:1: error: playground 'Numbers' of 'Numbers.swift' has nothing to trace: no variable at the playground's top level holds a view (total: Int, names: Array<String>); assign a view to one, as in `let card = Card()`, to trace it; what it printed: total 55 | a+b [snippet.no-view]\n"), "\(run.err)")
        #expect(run.err.components(separatedBy: "[snippet.no-view]").count == 2, "reported once, not once per variable")
        #expect(run.err.contains("Numbers.swift:13:1: error: playground 'Throws' of 'Numbers.swift' exited with status 2; the end of its stderr: motiontrace: error: the playground 'Throws' threw MotionbookSnippet.Oops() [snippet.runtime-error]\n"), "\(run.err)")
        #expect(run.err.components(separatedBy: "[snippet.runtime-error]").count == 2, "\(run.err)")
    }

    @Test func compileErrorsInsideABlockStandAtTheLearnersLineAndColumn() throws {
        let source = """
            import SwiftUI
            import Playgrounds

            #Playground("Broken") { let wide: CGFloat = "wide"; let dot = Circle() }
            #Playground {
                let size: Int = "large"
                let text = Text("t")
            }

            """
        let folder = try SwiftFileRunTests.folder(["Broken.swift": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try SnippetEndToEndTests.tool(["run", "Broken.swift", "--cache", try SnippetEndToEndTests.freshCache()], in: folder.path)
        #expect(run.status == 1)
        // Once each, though four values of two playgrounds were to be traced.
        #expect(run.err.hasSuffix("""
            Broken.swift:4:45: error: cannot convert value of type 'String' to specified type 'CGFloat' [snippet.compile-error]
            Broken.swift:6:21: error: cannot convert value of type 'String' to specified type 'Int' [snippet.compile-error]

            """), "\(run.err)")
        #expect(run.err.components(separatedBy: "[snippet.compile-error]").count == 3, "\(run.err)")
    }
}
