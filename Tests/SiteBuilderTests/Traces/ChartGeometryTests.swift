import Foundation
import Lessons

@testable import TraceFormat
import Testing

@testable import SiteBuilder

/// The chart's scales, ticks and coordinates.
@Suite struct ChartGeometryTests {
    @Test func niceTicksCoverTheDataWithRoundSteps() {
        let offset = ChartScale.nice(low: 0, high: 100, range: (170, 10))
        #expect(offset.ticks == [0, 20, 40, 60, 80, 100])
        #expect(offset.domain == 0...100)
        let scale = ChartScale.nice(low: 1, high: 1.5, range: (170, 10))
        #expect(scale.step == 0.1)
        #expect(scale.ticks == [1, 1.1, 1.2, 1.3, 1.4, 1.5])
        let awkward = ChartScale.nice(low: -3, high: 47, range: (0, 1))
        #expect(awkward.step == 10 && awkward.domain == -10...50)
        let time = ChartScale.nice(low: 0, high: 1.4, range: (52, 548), maximumTicks: 8)
        #expect(time.ticks.first == 0 && time.ticks.last == 1.4 && time.step == 0.2)
    }

    @Test func aFlatSeriesGetsARangeAroundItsValue() {
        let flat = ChartScale.nice(low: 1, high: 1, range: (170, 10))
        #expect(flat.domain.contains(1) && flat.domain.lowerBound < 1 && flat.domain.upperBound > 1)
        #expect(abs(flat.position(1) - 90) < 1e-9)
    }

    @Test func positionsMapTheDomainOntoTheRangeLinearly() {
        let y = ChartScale.nice(low: 0, high: 100, range: (170, 10))
        #expect(y.position(0) == 170 && y.position(100) == 10 && y.position(50) == 90)
    }

    @Test func polylinePointsAreTheTracedValuesInChartCoordinates() throws {
        let trace = HandMadeTraces.slide()
        let column = try #require(TraceColumns.columns(of: trace).first { $0.name == "RoundedRectangle offset.x" })
        let chart = TraceChartSVG(
            group: ChartGroup(title: "offset", series: [column]), times: trace.times, events: trace.events, id: "c",
            strings: Localizer(translations: Translations(), language: "en"))
        let svg = chart.render()
        // x: 0…1 s over 52…548; y: 0…100 over 170…10.
        let points = try #require(svg.firstMatch(of: /points="([^"]*)"/)).1.split(separator: " ")
        #expect(points.count == 11)
        #expect(points.first == "52,170")
        #expect(points[3] == "200.8,138")
        #expect(points.last == "548,10")
        // A tap mark at 0.2 s, one completion line for the logical and the full completion.
        #expect(svg.contains(#"<line class="mark mark-tap" x1="151.2" x2="151.2" y1="10" y2="170">"#))
        #expect(svg.components(separatedBy: "<line class=\"mark mark-completion\"").count == 2)
        // Tap, state and animation at 0.2 s: their dots stack downwards from the top.
        #expect(svg.contains(#"<circle class="mark-dot mark-tap" cx="151.2" cy="13" r="3">"#))
        #expect(svg.contains(#"<circle class="mark-dot mark-state" cx="151.2" cy="20" r="3">"#))
        #expect(svg.contains(#"<circle class="mark-dot mark-animation" cx="151.2" cy="27" r="3">"#))
        #expect(svg.contains(#"<text class="tick-y" x="46" y="170">0</text>"#))
        #expect(svg.contains(#"<text class="tick-x" x="300" y="186">0.5</text>"#) == false)
        #expect(svg.contains(#"<text class="tick-x" x="349.6" y="186">0.6</text>"#))
    }

    @Test func columnsOfOnePropertyShareAChart() {
        let columns = [
            TraceColumn(name: "offset.x", values: [0]), TraceColumn(name: "offset.y", values: [0]),
            TraceColumn(name: "scaleEffect", values: [1]), TraceColumn(name: "Circle offset.x", values: [0]),
        ]
        #expect(ChartGroup.groups(columns).map(\.title) == ["offset", "scaleEffect", "Circle offset"])
        #expect(ChartGroup.groups(columns)[0].series.map(\.name) == ["offset.x", "offset.y"])
    }

    @Test func descriptionsSayWhatChangesAndWhen() throws {
        let translations = Translations.load(folder: SiteFixture.translations, requiredKeys: [], diagnostics: &ignored)
        let english = Localizer(translations: translations, language: "en")
        let trace = HandMadeTraces.slide()
        let x = TraceDescription.series(name: "offset.x", values: trace.tracks[0].values.map { $0[0] }, times: trace.times, strings: english)
        #expect(x == "offset.x goes from 0 to 100 between 0.2 s and 0.7 s (lowest 0, highest 100).")
        let chinese = Localizer(translations: translations, language: "zh-Hans")
        let constant = TraceDescription.series(name: "scaleEffect", values: [1, 1], times: [0, 0.1], strings: chinese)
        #expect(constant == "scaleEffect 保持为 1。")
        let german = Localizer(translations: translations, language: "de")
        #expect(german.format(.traceEventAt, texts: ["Tippen", "0.2"]) == "Tippen bei 0.2 s")
        #expect(chinese.format(.traceEventAt, texts: ["点击", "0.2"]) == "0.2 秒：点击")
    }
}

nonisolated(unsafe) private var ignored = DiagnosticCollector()
