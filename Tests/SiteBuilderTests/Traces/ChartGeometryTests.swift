import Diagnostics
import Foundation
import Lessons

@testable import TraceFormat
import Testing
import TestSupport

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
        let column = try #require(LabelledColumn.columns(of: trace, show: []).first { $0.label.text == "RoundedRectangle offset.x" })
        let chart = TraceChartSVG(
            group: ChartGroup(view: "RoundedRectangle", path: column.column.path, property: "offset", series: [column]), times: trace.times,
            events: trace.events, id: "c", strings: Localizer(translations: Translations(), language: "en"))
        let svg = chart.render().markup
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

    @Test func columnsOfOnePropertyOfOneNodeShareAChart() {
        let moving = (0...10).map { [Double($0), Double($0) * 2] }
        let text = Trace.Track(node: "Text(\"B\")", path: "Demo/VStack/Text", property: "offset", components: ["x", "y"], values: moving)
        let circle = Trace.Track(node: "Circle", path: "Demo/VStack/Circle[1]", property: "offset", components: ["x", "y"], values: moving)
        let trace = sampleTrace(extra: [text, circle])
        let groups = ChartGroup.groups(LabelledColumn.columns(of: trace, show: []))
        let english = Localizer(translations: Translations(), language: "en")
        #expect(groups.map { $0.title(strings: english) } == [
            "Circle #1 · offset.x (pt)", "Circle #1 · scaleEffect (trace.unit.factor)", "Text · offset (pt)", "Circle #2 · offset (pt)",
        ])
        #expect(groups[2].series.map(\.label.text) == ["Text offset.x", "Text offset.y"])
        #expect(groups[3].series.map(\.label.path) == ["Demo/VStack/Circle[1]", "Demo/VStack/Circle[1]"])
    }

    @Test func chartTitlesNameTheViewThePropertyAndItsUnitInThePageLanguage() throws {
        let translations = Translations.load(folder: SiteFixture.translations, requiredKeys: [], diagnostics: &ignored)
        let german = Localizer(translations: translations, language: "de")
        let trace = HandMadeTraces.slide()
        let titles = ChartGroup.groups(LabelledColumn.columns(of: trace, show: [])).map { $0.title(strings: german) }
        #expect(titles == [
            "RoundedRectangle · offset.x (pt)", "RoundedRectangle · geometry.x (pt)", "RoundedRectangle · opacity (0–1)", "RoundedRectangle · scaleEffect (Faktor)",
            "Text(\"</script><b>\") · opacity (0–1)",
        ])
        let svg = TraceChartSVG(
            group: ChartGroup.groups(LabelledColumn.columns(of: trace, show: []))[0], times: trace.times, events: trace.events,
            id: "c", strings: german
        ).render().markup
        // The visible title names the chart for assistive technology; the description is extra.
        #expect(svg.hasPrefix(#"<p class="chart-title" id="c-title">RoundedRectangle · offset.x (pt)</p>"#))
        #expect(svg.contains(#"role="img" aria-labelledby="c-title" aria-describedby="c-desc">"#))
        #expect(svg.contains("<title>RoundedRectangle · offset.x (pt) im Zeitverlauf</title>"))
        let chinese = Localizer(translations: translations, language: "zh-Hans")
        let bulgarian = Localizer(translations: translations, language: "bg")
        let scale = ChartGroup.groups(LabelledColumn.columns(of: trace, show: ["scaleEffect"]))[0]
        #expect(scale.title(strings: chinese) == "RoundedRectangle · scaleEffect (倍数)")
        #expect(scale.title(strings: bulgarian) == "RoundedRectangle · scaleEffect (множител)")
    }

    @Test func aSeriesHasAGapWhereItsNodeIsAbsent() throws {
        let trace = HandMadeTraces.slide()
        var column = try #require(LabelledColumn.columns(of: trace, show: []).first)
        // Inserted at frame 2, removed after frame 7, back at frame 9.
        column.column.presence = [false, false, true, true, true, true, true, true, false, true, true]
        #expect(TraceChartSVG.presentRuns(column.column, frames: 11) == [2..<8, 9..<11])
        let svg = TraceChartSVG(
            group: ChartGroup(view: column.label.view, path: column.column.path, property: "offset", series: [column]), times: trace.times,
            events: [], id: "c",
            strings: Localizer(translations: Translations.load(folder: SiteFixture.translations, requiredKeys: [], diagnostics: &ignored), language: "en")
        ).render().markup
        let lines = svg.matches(of: /<polyline class="series series-0" points="([^"]*)">/).map { String($0.1) }
        #expect(lines.count == 2)
        #expect(lines[0].split(separator: " ").count == 6 && lines[1].split(separator: " ").count == 2)
        #expect(lines[0].hasPrefix("151.2,"))
        // The description speaks of the present frames only: 0 at 0.2 s is where it starts.
        #expect(svg.contains("RoundedRectangle offset.x goes from 0 to 100 between 0.2 s and 0.7 s"))
        column.column.presence = Array(repeating: false, count: 11)
        #expect(TraceChartSVG.presentRuns(column.column, frames: 11).isEmpty)
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
