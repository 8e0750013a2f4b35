import Foundation
import Lessons
@testable import SiteBuilder
import Testing
import TraceFormat

/// What a question about a variant and a predict-first block put in the page (``AskedVariant``,
/// ``PredictHTML``): the variant's figure and the predict block's table each in its own file,
/// the variant's named only in the question's sealed answer; neither value in the page's text.
@Suite struct VariantRevealTests {
    /// A square moving along x; every value of the trace is `value`, so a test can look for it.
    static func trace(_ value: Double) -> Trace {
        let times = (0...60).map { Double($0) / 60 }
        let track = Trace.Track(
            node: "Rectangle", path: "Lab/Rectangle", property: "offset", components: ["x", "y"], values: times.map { [$0 == 0 ? 0 : value, 0] })
        return Trace(view: "Lab", duration: 1, fps: 60, times: times, tracks: [track], events: [])
    }

    static func site() throws -> SiteOutput {
        var traces = SnippetTraces()
        traces.set(trace(11.11), fingerprint: "own", lessonPath: "de/02-escaping.md", snippetID: "slider-lab")
        traces.setVariant(
            trace(77.77), fingerprint: "asked", lessonPath: "de/02-escaping.md", snippetID: "slider-lab",
            SnippetVariant(["duration": 0.5, "delay": 0.15]))
        traces.set(trace(66.66), fingerprint: "guess", lessonPath: "de/02-escaping.md", snippetID: "guess-lab")
        return try #require(try SiteFixture.build(traces: traces).site)
    }

    @Test func theVariantIsInItsOwnFileNamedOnlyInTheSealedAnswer() throws {
        let site = try Self.site()
        let page = SiteFixture.text(site, "de/02-escaping.html")
        #expect(!page.contains("77.77") && !page.contains("77,77"))
        #expect(!page.contains("trace-variant") && !page.contains("02-escaping-quiz-lab-quiz-q1.js"))
        let revealed = try #require(QuizAnswersHiddenTests.reveal("lab-quiz", 0, in: page))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(revealed.utf8)) as? [String: Any])
        #expect(json["figure"] as? String == "../explorers/de/02-escaping-quiz-lab-quiz-q1.js")
        #expect((json["html"] as? String)?.contains("<div class=\"quiz-variant-figure\" data-figure=\"trace-quiz-lab-quiz-q1\"></div>") == true)
        #expect((json["html"] as? String)?.contains("<code>delay=0.15, duration=0.5</code>") == true)
        let file = SiteFixture.text(site, "explorers/de/02-escaping-quiz-lab-quiz-q1.js")
        #expect(file.hasPrefix("motionbookVariant(\"trace-quiz-lab-quiz-q1\", \"<figure"))
        let html = try #require(try JSONSerialization.jsonObject(
            with: Data(file.dropFirst("motionbookVariant(\"trace-quiz-lab-quiz-q1\", ".count).dropLast(3).utf8), options: .fragmentsAllowed) as? String)
        // The variant's figure, under the question's id, the snippet as written dashed beneath
        // and the asked moment marked on the chart and the table's row.
        #expect(html.contains("<figure class=\"trace trace-variant\" aria-labelledby=\"trace-quiz-lab-quiz-q1-caption\">"))
        #expect(html.contains("<td>77,77</td>") && html.contains("polyline class=\"series series-0 starter\""))
        #expect(html.contains("class=\"difference-mark\"") && html.contains("<tr class=\"difference-row\"><th scope=\"row\">0,5"))
    }

    @Test func thePredictBlocksTableIsInItsOwnFile() throws {
        let site = try Self.site()
        let page = SiteFixture.text(site, "de/02-escaping.html")
        let start = try #require(page.range(of: "<div class=\"predict\" id=\"predict-guess-lab\""))
        let end = try #require(page.range(of: "</figure>\n</div>", range: start.upperBound..<page.endIndex))
        let block = String(page[start.lowerBound..<end.upperBound])
        #expect(!block.contains("<table") && block.contains("predict-table-note"))
        #expect(block.contains("data-table-src=\"../explorers/de/02-escaping-predict-guess-lab.js\""))
        // The chart of offset carries its value axis for the guess; the replay's data stays (not text a reader meets).
        #expect(block.contains("data-value-low="))
        #expect(!block.replacingOccurrences(of: #"<script[^>]*>[^<]*</script>"#, with: "", options: .regularExpression).contains(">66.66<"))
        let file = SiteFixture.text(site, "explorers/de/02-escaping-predict-guess-lab.js")
        #expect(file.hasPrefix("motionbookPrediction(\"predict-guess-lab\", {\"value\": \"66.66\", \"text\": \"66,66\", \"table\": \""))
        #expect(file.contains("<td>66,66</td>"))
    }

    @Test func theRevealWaitsInThePageWithItsPredictBlock() throws {
        let site = try Self.site()
        let page = SiteFixture.text(site, "de/02-escaping.html")
        let start = try #require(page.range(of: "<div class=\"predict-reveal\" data-predict=\"predict-guess-lab\">"))
        let end = try #require(page.range(of: "</div>", range: start.upperBound..<page.endIndex))
        // Ordinary lesson prose after the block (the page script hides it until the guess).
        #expect(page[start.upperBound..<end.lowerBound].contains("<p>Bei 0,5 s ist das Quadrat"))
        #expect(try #require(page.range(of: "id=\"predict-guess-lab\"")).lowerBound < start.lowerBound)
    }
}
