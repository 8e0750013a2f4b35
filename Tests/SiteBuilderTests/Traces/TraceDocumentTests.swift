import Diagnostics
import Foundation
import TestSupport
import Testing
import TraceFormat

@testable import Lessons
@testable import SiteBuilder

/// `run --html`'s page: everything inline, nothing fetched, one figure per snippet.
@Suite struct TraceDocumentTests {
    @Test func thePageNeedsNoOtherFile() {
        let theme = Theme(skeleton: "", assets: ["motionbook.css": Array("body { color: red; }".utf8), "motionbook.js": Array("var a = '</script>';".utf8)])
        let page = TraceDocument(
            title: "Federn <1>", items: [TraceDocument.Item(id: "slide", trace: HandMadeTraces.slide(), every: 0.1, show: [])],
            theme: theme, strings: Localizer(translations: Translations(), language: "de")
        ).render()
        #expect(page.contains("<style>\nbody { color: red; }\n</style>"))
        #expect(page.contains("var a = '<\\/script>';"))
        #expect(page.contains("default-src 'none'"))
        #expect(!page.contains(" src=\"") && !page.contains("<link"))
        #expect(page.contains("<title>Federn &lt;1&gt;</title>") && page.contains("<html lang=\"de\">"))
        #expect(page.contains("<section class=\"snippet-block\" id=\"snippet-slide\">") && page.contains("<figure class=\"trace\""))
        #expect(page.contains("class=\"trace-replay\""))
    }
}

/// `exercise check --html`'s page: the verdict, the attempt's figure and the solution's with the
/// attempt dashed over its charts, the first difference marked on scrubbers, charts and tables.
@Suite struct AttemptDocumentTests {
    static func page(attempt: Trace, verdict: String, passes: Bool, differenceTime: Double?) -> String {
        var ignored = DiagnosticCollector()
        let translations = Translations.load(folder: SiteFixture.translations, requiredKeys: [], diagnostics: &ignored)
        let exercise = Snippet(
            role: .exercise, id: "slide", source: "", firstLine: 1, column: 1, scenario: TraceScenario(), tolerance: 0.01,
            location: SourceLocation(line: 1, column: 1))
        let document = TraceDocument(
            title: "", items: [], theme: Theme(skeleton: "", assets: [:]), strings: Localizer(translations: translations, language: "de"),
            attempt: TraceDocument.Attempt(
                exercise: exercise, solution: sampleTrace(), attempt: attempt, verdict: verdict, passes: passes, differenceTime: differenceTime))
        return document.render()
    }

    @Test func aFailingAttemptIsDrawnOverTheSolutionWithItsFirstDifferenceMarked() throws {
        let attempt = sampleTrace(start: 3)
        let difference = try #require(TraceComparison.exerciseDifference(solution: sampleTrace(), attempt: attempt, tolerance: 0.01, show: []))
        #expect(difference.time == 0.3)
        let page = Self.page(attempt: attempt, verdict: "✗ slide ist noch nicht bestanden", passes: false, differenceTime: difference.time)
        #expect(page.contains("<p class=\"exercise-verdict\" role=\"status\">✗ slide ist noch nicht bestanden</p>"))
        let attemptFigure = try #require(page.range(of: "<figure class=\"trace trace-attempt\" aria-labelledby=\"trace-slide-attempt-caption\">"))
        let target = try #require(page.range(of: "<figure class=\"trace trace-target\" aria-labelledby=\"trace-slide-caption\">"))
        #expect(attemptFigure.lowerBound < target.lowerBound)
        #expect(page.contains("Dein Code <code>slide</code>"))
        // The learner's values dashed over the solution's chart, named as theirs.
        #expect(page.contains("<polyline class=\"series series-0 starter\""))
        #expect(page.contains("offset.x (dein Code)") || page.contains("x (dein Code)"))
        // The first difference on both figures: a line per chart, the row of its time in the
        // table of all frames, a mark on each scrubber.
        #expect(page.components(separatedBy: "<line class=\"difference-mark\"").count - 1 >= 2)
        #expect(page.contains("<title>erster Unterschied bei 0,3 s</title>"))
        #expect(page.contains("<tr class=\"difference-row\"><th scope=\"row\">0,3"))
        // The scrubber of a replayable trace carries the time for the page script's mark.
        let replay = ReplayHTML(trace: HandMadeTraces.slide(), id: "t", strings: Localizer(translations: Translations(), language: "en"), markedTime: 0.25)
        #expect(replay.render().markup.contains("<span class=\"replay-marks\" aria-hidden=\"true\" data-difference=\"0.25\"></span>"))
    }

    @Test func aPassingAttemptSaysSoAndMarksNothing() {
        let page = Self.page(attempt: sampleTrace(), verdict: "✓ slide ist bestanden", passes: true, differenceTime: nil)
        #expect(page.contains("<p class=\"exercise-verdict passes\" role=\"status\">✓ slide ist bestanden</p>"))
        #expect(!page.contains("difference-mark") && !page.contains("difference-row") && !page.contains("data-difference"))
    }
}
