import MotionTrace
import Testing
@testable import SnippetRunner

@Suite struct TraceOutputTests {
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

    @Test func tableRowsShowTheFrameNearestEachStep() {
        // At 10 fps the rows for 0.25 s and 0.75 s are the frames at 0.3 s and 0.8 s.
        #expect(TraceTable.table(sampleTrace(), every: 0.25) == """
               t  offset.x  scaleEffect
            0.00         0            1
            0.30        20          1.1
            0.50        60          1.3
            0.80       100          1.5
            1.00       100          1.5

            """)
    }

    @Test func csvHasEveryListedFrame() {
        let csv = TraceTable.csv(sampleTrace(), frames: [0, 3, 10])
        #expect(csv == "t,offset.x,scaleEffect\n0,0,1\n0.3,20,1.1\n1,100,1.5\n")
    }

    @Test func chart() {
        let column = TraceColumn(name: "offset.x", values: [0, 0, 25, 50, 75, 100, 100, 100])
        #expect(TraceChart.chart(column, times: (0...7).map { Double($0) / 10 }) == """
            offset.x
            100 ┤     ███
                │    ████
                │   █████
              0 ┤▁▁██████
                 0 s 0.7 s

            """)
        #expect(TraceChart.chart(TraceColumn(name: "opacity", values: [1, 1]), times: [0, 1]) == "opacity: 1 throughout\n")
    }

    @Test func numbers() {
        #expect(NumberText.trimmed(1.25, decimals: 3) == "1.25")
        #expect(NumberText.trimmed(-0.0001, decimals: 3) == "0")
        #expect(NumberText.trimmed(-2.5, decimals: 0) == "-3")
        #expect(NumberText.trimmed(99.9996, decimals: 3) == "100")
        #expect(NumberText.decimals(for: 0.05) == 2 && NumberText.decimals(for: 0.1) == 1 && NumberText.decimals(for: 1) == 0)
        #expect(TraceTable.fixed(0.5, decimals: 2) == "0.50" && TraceTable.fixed(1, decimals: 1) == "1.0")
    }

    @Test func rowsEveryStep() {
        #expect(TraceColumns.rowFrames(of: sampleTrace(), every: 0.25) == [0, 3, 5, 8, 10])
    }
}
