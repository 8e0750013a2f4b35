import Foundation
import Lessons
import SiteBuilder
import TestSupport
import Testing

/// Lesson pages with hand-made traces: the figure after a snippet, the exercise's starter and
/// target, escaping of trace strings, determinism.
@Suite struct TracePageTests {
    private func site(theme: Theme? = nil) throws -> SiteOutput {
        let (site, diagnostics) = try SiteFixture.build(traces: HandMadeTraces.fixtureTraces(), theme: theme)
        return try #require(site, "\(diagnostics)")
    }

    @Test func goldenPageWithTraces() throws {
        assertSnapshot(
            SiteFixture.text(try site(theme: SiteFixture.goldenTheme()), "de/01-basics.html"), in: TestPaths.targetFolder, suite: "TracePageTests",
            name: "de_01-basics", fileExtension: "golden")
    }

    @Test func theTraceFollowsTheSnippetAndTheTargetTheStarter() throws {
        let page = SiteFixture.text(try site(), "de/01-basics.html")
        let pulse = try #require(page.range(of: #"<div class="snippet-block" id="snippet-pulse""#))
        let figure = try #require(page.range(of: #"<figure class="trace" aria-labelledby="trace-pulse-caption">"#))
        #expect(pulse.lowerBound < figure.lowerBound)
        #expect(page.contains(#"<svg class="chart""#) && page.contains(#"<table class="trace-table">"#))
        #expect(page.contains(#"<details class="trace-frames"><summary>Alle 11 Frames</summary>"#))
        // show=scaleEffect: only that property is charted and tabulated.
        #expect(page.contains("scaleEffect ändert sich von 1 auf 1,5 zwischen 0,2 s und 0,7 s (kleinster Wert 1, größter 1,5)."))
        #expect(!page.contains("<th scope=\"col\">offset.x</th>"))
        #expect(page.contains("<tr><th scope=\"row\">0,3</th><td>1,1</td></tr>"))
        #expect(page.contains(#"<p class="chart-title" id="trace-pulse-chart-0-title">RoundedRectangle · scaleEffect (Faktor)</p>"#))
        #expect(page.contains("<title>RoundedRectangle · scaleEffect (Faktor) im Zeitverlauf</title>"))
        // Short column names, the full path on hover and for screen readers.
        #expect(page.contains(#"<th scope="col" title="Slide/VStack/RoundedRectangle">RoundedRectangle scaleEffect<span class="visually-hidden"> (Slide/VStack/RoundedRectangle)</span></th>"#))
        // Scroll containers take the keyboard focus and are named, each with its snippet's id.
        #expect(page.contains(#"<div class="table-wrap" tabindex="0" role="region" aria-label="Werte alle 0,1 s · pulse"><table class="trace-table">"#))
        #expect(page.contains(#"<div class="table-wrap" tabindex="0" role="region" aria-label="Alle 11 Frames · pulse"><table class="trace-table">"#))
        // The events follow the tables: 7 in the slide, listed without a disclosure.
        let table = try #require(page.range(of: #"<details class="trace-frames">"#, range: figure.lowerBound..<page.endIndex))
        let events = try #require(page.range(of: #"<div class="trace-events">"#, range: figure.lowerBound..<page.endIndex))
        #expect(table.lowerBound < events.lowerBound)
        #expect(page.contains("<caption>Ereignisse (7)</caption>"))
        #expect(page.contains(#"<td class="event-kind kind-logicallyComplete">logisch abgeschlossen</td>"#))
        // Landmarks have names of their own: the lesson list and the pager differ.
        #expect(page.contains(#"<nav class="pager" aria-label="Vorherige und nächste Lektion">"#))
        // The target trace sits inside the exercise, before the solution's disclosure.
        let exercise = try #require(page.range(of: #"<section class="exercise" id="exercise-grow""#))
        let target = try #require(page.range(of: "Zielverlauf <code>grow</code>"))
        let solution = try #require(page.range(of: #"<details class="solution""#))
        #expect(exercise.lowerBound < target.lowerBound && target.lowerBound < solution.lowerBound)
        // A lesson without traces (bg here) shows none, and no replay.
        #expect(!SiteFixture.text(try site(), "bg/01-basics.html").contains("class=\"trace\""))
    }

    @Test func anExerciseShowsItsStarterBesideItsTargetAndWhereTheyFirstDiffer() throws {
        let page = SiteFixture.text(try site(), "de/01-basics.html")
        let section = try #require(page.range(of: #"<section class="exercise" id="exercise-grow""#))
        let end = try #require(page.range(of: "</section>", range: section.upperBound..<page.endIndex))
        let exercise = String(page[section.lowerBound..<end.upperBound])
        // Both figures inside the exercise's snippet block: the starter's first, then the target's.
        let block = try #require(exercise.range(of: #"<div class="snippet-block" id="snippet-grow""#))
        let starter = try #require(exercise.range(of: #"<figure class="trace trace-starter" aria-labelledby="trace-grow-starter-caption">"#))
        let target = try #require(exercise.range(of: #"<figure class="trace trace-target" aria-labelledby="trace-grow-caption">"#))
        #expect(block.lowerBound < starter.lowerBound && starter.lowerBound < target.lowerBound)
        #expect(exercise.components(separatedBy: "<figure class=\"trace").count - 1 == 2)
        #expect(exercise.contains(#"<figcaption id="trace-grow-starter-caption">Dein Ausgangspunkt <code>grow</code> · Grow · 0,6 s · 10 fps</figcaption>"#))
        #expect(exercise.contains("Zielverlauf <code>grow</code>"))
        // Above them, the first difference in the words of `motionbook exercise check`.
        let lead = try #require(exercise.range(
            of: #"<p class="exercise-difference">Der erste Unterschied, wie <code>motionbook exercise check</code> ihn für den Startcode meldet:</p>"#))
        #expect(exercise.contains(
            #"<pre class="command-output" data-difference="value"><samp>✗ grow ist noch nicht bestanden: scaleEffect.x von Circle weicht zuerst bei 0,2 s ab: erwartet 1,1, erhalten 1,5 (Toleranz 0,01).</samp></pre>"#))
        #expect(lead.lowerBound < starter.lowerBound)
        // The target's chart carries the starter's values as a second, dashed series with a
        // legend entry; the starter's own chart has none.
        let targetFigure = String(exercise[target.lowerBound...])
        let starterFigure = String(exercise[starter.lowerBound..<target.lowerBound])
        let overlay = try #require(Self.points(of: #"<polyline class="series series-0 starter""#, in: targetFigure))
        let own = try #require(Self.points(of: #"<polyline class="series series-0""#, in: targetFigure))
        let starterOwn = try #require(Self.points(of: #"<polyline class="series series-0""#, in: starterFigure))
        #expect(overlay.count == 7 && own.count == 7)
        // Same x per frame; the starter is at 1.5 from 0.2 s, where the target is still at 1.1;
        // both end at 1.5.
        #expect(overlay.map(\.x) == own.map(\.x))
        #expect(overlay[2].y == own[4].y && overlay[2].y != own[2].y && overlay[6].y == own[6].y)
        #expect(overlay[0].y == own[0].y)
        #expect(starterOwn.count == 7)
        #expect(targetFigure.contains("<title>Circle scaleEffect (dein Ausgangspunkt)</title></polyline>"))
        #expect(targetFigure.contains(#"<li><span class="swatch series-0 starter" aria-hidden="true"></span>Circle scaleEffect (dein Ausgangspunkt)</li>"#))
        #expect(targetFigure.contains(#"<li><span class="swatch series-0" aria-hidden="true"></span>Circle scaleEffect</li>"#))
        #expect(targetFigure.contains("Circle scaleEffect (dein Ausgangspunkt) ändert sich von 1 auf 1,5 zwischen 0,1 s und 0,2 s"))
        #expect(!starterFigure.contains(" starter\""))
    }

    /// The points of the first polyline whose markup starts with `prefix`, in user units.
    static func points(of prefix: String, in html: String) -> [(x: String, y: String)]? {
        guard let start = html.range(of: prefix), let open = html.range(of: #"points=""#, range: start.upperBound..<html.endIndex),
            let close = html.range(of: "\"", range: open.upperBound..<html.endIndex)
        else { return nil }
        return html[open.upperBound..<close.lowerBound].split(separator: " ").map { pair in
            let parts = pair.split(separator: ",")
            return (String(parts[0]), String(parts.count > 1 ? parts[1] : ""))
        }
    }

    @Test func traceStringsAreEscapedEverywhere() throws {
        let page = SiteFixture.text(try site(), "de/01-basics.html")
        #expect(!page.contains("<script>alert(1)"))
        #expect(!page.contains("</script><b>"))
        // In the replay's JSON `<` is \u003c; in HTML and SVG text it is an entity.
        #expect(page.contains(#"Text(\"\u003c/script>\u003cb>\")"#))
        #expect(page.contains("Move &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("Slide&lt;T&gt;"))
        let scripts = page.components(separatedBy: "<script").count - 1
        let closing = page.components(separatedBy: "</script>").count - 1
        #expect(scripts == closing)
    }

    @Test func twoBuildsWithTracesAreByteIdentical() throws {
        let first = try site(), second = try site()
        #expect(first.paths == second.paths)
        for path in first.paths { #expect(first.files[path] == second.files[path], "\(path) differs") }
    }
}
