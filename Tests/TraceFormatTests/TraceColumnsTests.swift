import Testing
import TestSupport
@testable import TraceFormat

/// Columns, rows and numbers of a printed or published trace.
@Suite struct TraceColumnsTests {
    @Test func columnsAreComponentAware() {
        let columns = TraceColumns.columns(of: sampleTrace())
        // offset.y never changes and is left out; the uniform scale is one column.
        #expect(columns.map(\.name) == ["offset.x", "scaleEffect"])
        #expect(TraceColumns.columns(of: sampleTrace(), show: ["scaleEffect", "offset"]).map(\.name) == ["scaleEffect", "offset.x"])
        #expect(TraceColumns.columns(of: sampleTrace(), show: ["offset.y"]).map(\.name) == ["offset.y"])
    }

    @Test func constantPropertiesShowOnlyWhenAskedFor() throws {
        let frame = Trace.Track(node: "Circle", path: "Demo/VStack/Circle", property: "frame", components: ["width", "height"], values: Array(repeating: [60, 60], count: 11))
        let trace = sampleTrace(extra: [frame])
        #expect(TraceColumns.columns(of: trace).map(\.name) == ["offset.x", "scaleEffect"])
        #expect(TraceColumns.columns(of: trace, show: ["frame", "offset"]).map(\.name) == ["frame", "offset.x"])
        // A trace in which nothing changes counts as empty.
        var still = trace
        still.tracks = [frame]
        #expect(try TraceReading.validate(Array(still.json().utf8)).get() == 0)
        #expect(try TraceReading.validate(Array(trace.json().utf8)).get() == 2)
    }

    @Test func columnsOfSeveralViewsNameTheirView() {
        let text = Trace.Track(node: "Text", path: "Demo/VStack/Text", property: "offset", components: ["x", "y"], values: (0...10).map { [Double($0), 0] })
        #expect(TraceColumns.columns(of: sampleTrace(extra: [text])).map(\.name) == ["Circle offset.x", "Circle scaleEffect", "Text offset.x"])
        // Two views of one name: their paths.
        let circle = Trace.Track(node: "Circle", path: "Demo/VStack/Circle[1]", property: "opacity", components: ["value"], values: (0...10).map { [Double($0) / 10] })
        #expect(TraceColumns.columns(of: sampleTrace(extra: [circle, text])).map(\.name) == [
            "Demo/VStack/Circle offset.x", "Demo/VStack/Circle scaleEffect", "Demo/VStack/Circle[1] opacity", "Text offset.x",
        ])
    }

    @Test func rowsEveryStep() {
        #expect(TraceColumns.rowFrames(of: sampleTrace(), every: 0.25) == [0, 3, 5, 8, 10])
    }

    @Test func numbers() {
        #expect(NumberText.trimmed(1.25, decimals: 3) == "1.25")
        #expect(NumberText.trimmed(-0.0001, decimals: 3) == "0")
        #expect(NumberText.trimmed(-2.5, decimals: 0) == "-3")
        #expect(NumberText.trimmed(99.9996, decimals: 3) == "100")
        #expect(NumberText.decimals(for: 0.05) == 2 && NumberText.decimals(for: 0.1) == 1 && NumberText.decimals(for: 1) == 0)
    }
}
