import Diagnostics
import Testing
@testable import Lessons

/// `reveal for=…`: the prose about a predict-first snippet's result.
@Suite struct PredictRevealTests {
    static func parse(_ body: String) -> (Lesson, [Diagnostic]) {
        var collector = DiagnosticCollector()
        let text = "---\nid: a\ntitle: A\norder: 1\n---\n\n# A\n\n\(body)"
        let lesson = LessonParser(path: "de/01-a.md", language: .german).parse(Array(text.utf8), diagnostics: &collector)!
        return (lesson, collector.sorted)
    }

    static let guess = "```swift run id=guess predict=\"opacity 0.5\"\nimport SwiftUI\n```\n\n"

    @Test func aRevealHoldsMarkdownProseForItsSnippet() throws {
        let (lesson, found) = Self.parse(Self.guess + "```reveal for=guess\nAt *0.5 s* it is [half](02-b.md) faded.\n\n- one\n```\n")
        #expect(found.isEmpty, "\(found)")
        let reveal = try #require(lesson.reveals.first)
        #expect(reveal.snippetID == "guess" && reveal.location.line == 13 && reveal.content.count == 2)
        // Its prose is the lesson's prose: links are found in it, as in hints.
        #expect(lesson.allProseBlocks.count == lesson.allBlocks.count + 3)  // a paragraph, a list and its item's paragraph
        #expect(lesson.allInlines.contains { if case .link = $0 { true } else { false } })
    }

    @Test func rawHTMLInARevealIsReported() {
        let (_, found) = Self.parse(Self.guess + "```reveal for=guess\n<b>bold</b>\n```\n")
        #expect(!found.isEmpty && found.allSatisfy { $0.rule == .rawHTML })
    }

    @Test func aRevealTakesOnlyFor() {
        let (_, found) = Self.parse(Self.guess + "```reveal\ntext\n```\n\n```reveal for=guess id=x\ntext\n```\n")
        #expect(found.map(\.rule) == [.missingKey, .unknownKey])
    }
}
