import Diagnostics
import Foundation
import Lessons
import Testing
import TestSupport
import TraceFormat

@testable import SiteBuilder

/// The list of a trace's events, and tables with absent frames.
@Suite struct TraceEventsTests {
    private static let translations = Translations.load(folder: SiteFixture.translations, requiredKeys: [], diagnostics: &ignored)

    /// One event of every kind, in the order of `EventKind`, 0.05 s apart, on two views whose
    /// short names are the same (`Circle`) and one other.
    static func everyKind() -> Trace {
        let paths = ["Demo/VStack/Circle", "Demo/VStack/Circle[1]", "Demo/VStack/Text"]
        let events = EventKind.allCases.enumerated().map { index, kind in
            Trace.Event(
                t: Double(index) / 20, kind: kind, node: index % 3 == 2 ? "Text(\"Hi\")" : "Circle", path: paths[index % 3],
                property: index % 2 == 0 ? "offset" : nil, animation: kind == .animation ? "spring(duration: 0.5)" : nil,
                detail: kind == .warning ? "a <b>warning</b> & more" : nil)
        }
        let times = (0...24).map { Double($0) / 20 }
        return Trace(
            view: "Demo", duration: 1.2, fps: 20, times: times,
            tracks: [
                .init(node: "Circle", path: paths[0], property: "offset", components: ["x", "y"], values: times.map { [$0 * 100, 0] }),
                .init(node: "Circle", path: paths[1], property: "opacity", components: ["value"], values: times.map { [1 - $0 / 2] }),
            ],
            events: events + [.init(t: 1.2, kind: .tap, detail: "*")])
    }

    private func render(_ trace: Trace, language: String = "de") -> String {
        let columns = LabelledColumn.columns(of: trace, show: [], alsoNaming: trace.events.compactMap(\.path))
        let names = ColumnLabels.viewNames(
            of: columns.compactMap(\.column.path) + trace.events.compactMap(\.path), nodeOrder: trace.tracks.map(\.path))
        return TraceEventsHTML(trace: trace, viewNames: names, owner: "s", strings: Localizer(translations: Self.translations, language: language)).render().markup
    }

    @Test func goldenEventsOfEveryKind() {
        let html = render(Self.everyKind())
        assertSnapshot(html, in: TestPaths.targetFolder, suite: "TraceEventsTests", name: "every-kind_de", fileExtension: "golden")
        assertSnapshot(
            render(Self.everyKind(), language: "zh-Hans"), in: TestPaths.targetFolder, suite: "TraceEventsTests", name: "every-kind_zh-Hans",
            fileExtension: "golden")
    }

    @Test func everyKindHasItsOwnWordsInEveryLanguage() {
        for language in ["bg", "zh-Hans", "de"] {
            let strings = Localizer(translations: Self.translations, language: language)
            let words = EventKind.allCases.map { strings[TraceEventsHTML.label(of: $0)] }
            #expect(Set(words).count == EventKind.allCases.count, "\(language): \(words)")
            #expect(words.allSatisfy { !$0.hasPrefix("trace.kind.") }, "\(language): \(words)")
            let html = render(Self.everyKind(), language: language)
            for kind in EventKind.allCases {
                #expect(html.contains("<td class=\"event-kind kind-\(kind.rawValue)\">\(HTML(text: strings[TraceEventsHTML.label(of: kind)]).markup)</td>"))
            }
        }
    }

    @Test func aLongListIsCollapsedWithItsCount() {
        let html = render(Self.everyKind())
        #expect(Self.everyKind().events.count == 24)
        #expect(html.hasPrefix("<details class=\"trace-events\"><summary>Ereignisse (24)</summary>\n"))
        #expect(html.contains(#"<div class="table-wrap" tabindex="0" role="region" aria-label="Ereignisse (24) · s">"#))
        #expect(html.components(separatedBy: "<tr><th scope=\"row\">").count - 1 == 24)
        #expect(!html.contains("<caption>"))
        // Twelve or fewer: open, with a caption.
        var short = Self.everyKind()
        short.events = Array(short.events.prefix(TraceEventsHTML.collapseAfter))
        let open = render(short)
        #expect(open.hasPrefix("<div class=\"trace-events\">\n") && open.contains("<caption>Ereignisse (12)</caption>"))
        var none = short
        none.events = []
        #expect(render(none) == "")
    }

    @Test func viewsHaveTheirShortNameAndFullPath() {
        let html = render(Self.everyKind())
        #expect(html.contains(#"<td title="Demo/VStack/Circle[1]">Circle #2<span class="visually-hidden"> (Demo/VStack/Circle[1])</span></td>"#))
        #expect(html.contains(#"<td title="Demo/VStack/Text">Text<span class="visually-hidden"> (Demo/VStack/Text)</span></td>"#))
        // Texts are escaped; an event without a path shows its node, or nothing.
        #expect(html.contains("<td><code>a &lt;b&gt;warning&lt;/b&gt; &amp; more</code></td>"))
        #expect(html.contains("<tr><th scope=\"row\">1,20</th><td class=\"event-kind kind-tap\">Tippen</td><td></td><td></td><td><code>*</code></td><td></td></tr>"))
        #expect(html.contains("<td><code>spring(duration: 0.5)</code></td>"))
    }

    @Test func absentFramesAreBlankCells() {
        let trace = Self.everyKind()
        var columns = LabelledColumn.columns(of: trace, show: [])
        #expect(columns.map(\.label.text) == ["Circle #1 offset.x", "Circle #2 opacity"])
        columns[1].column.presence = (0...24).map { $0 >= 2 && $0 < 20 }
        let html = TraceTableHTML(trace: trace, columns: columns, every: 0.5, owner: "s", strings: Localizer(translations: Self.translations, language: "de")).render().markup
        #expect(html.contains("<tr><th scope=\"row\">0,0</th><td>0</td><td></td></tr>"))
        #expect(html.contains("<tr><th scope=\"row\">0,5</th><td>50</td><td>0,75</td></tr>"))
        #expect(html.contains("<tr><th scope=\"row\">1,0</th><td>100</td><td></td></tr>"))
        #expect(html.contains("<tr><th scope=\"row\">0,05</th><td>5</td><td></td></tr>"))
        #expect(html.contains("<tr><th scope=\"row\">0,10</th><td>10</td><td>0,95</td></tr>"))
    }

    @Test func theFigureNamesAViewAlikeInItsTablesAndItsEvents() {
        let figure = TraceFigure(
            trace: Self.everyKind(), snippetID: "demo", every: 0.5, show: [], role: .snippet,
            strings: Localizer(translations: Self.translations, language: "de")
        ).render().markup
        #expect(figure.contains("<p class=\"chart-title\" id=\"trace-demo-chart-1-title\">Circle #2 · opacity (0–1)</p>"))
        #expect(figure.contains(#"<th scope="col" title="Demo/VStack/Circle[1]">Circle #2 opacity"#))
        let table = figure.range(of: "<table class=\"trace-table\">")
        let events = figure.range(of: "<details class=\"trace-events\">")
        #expect(table != nil && events != nil && table!.lowerBound < events!.lowerBound)
    }
}

nonisolated(unsafe) private var ignored = DiagnosticCollector()
