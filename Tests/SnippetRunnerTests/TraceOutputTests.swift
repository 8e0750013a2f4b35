import Diagnostics
import Foundation
import Testing
import TestSupport
@testable import SnippetRunner
@testable import TraceFormat

@Suite struct TraceOutputTests {
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

    /// A view's cells are empty in the rows of frames where it does not exist yet or any more,
    /// as in the site's table: one removed at frame 5, another inserted at frame 3.
    @Test func cellsOfAViewThatDoesNotExistAreEmpty() {
        var trace = sampleTrace(extra: [
            Trace.Track(node: "Text(\"B\")", path: "Demo/VStack/Text", property: "opacity", components: ["value"],
                        values: (0...10).map { [min(1, Double($0) / 5)] }),
        ])
        trace.scene = Trace.Scene(width: 393, height: 852, nodes: [
            Trace.SceneNode(path: "Demo", kind: .group, frame: [0, 0, 393, 852]),
            Trace.SceneNode(path: "Demo/VStack/Circle", kind: .circle, parent: 0, until: 5, frame: [0, 0, 10, 10]),
            Trace.SceneNode(path: "Demo/VStack/Text", kind: .text, parent: 0, from: 3, frame: [0, 0, 10, 10]),
        ])
        #expect(TraceTable.table(trace, every: 0.25) == """
               t  Circle offset.x  Circle scaleEffect  Text("B") opacity
            0.00                0                   1
            0.30               20                 1.1                0.6
            0.50                                                       1
            0.80                                                       1
            1.00                                                       1

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

    @Test func fixedDecimals() {
        #expect(TraceTable.fixed(0.5, decimals: 2) == "0.50" && TraceTable.fixed(1, decimals: 1) == "1.0")
    }
}

/// `run --format json` prints the program's document as it came, except a version-4 one (a
/// `Canvas` drawing written by component, to stay under the program's output limit), which is
/// printed in version 3's form: every track one value per frame, as readers of traces expect.
@Suite struct PrintedTraceJSONTests {
    private let site = SnippetSite(path: "Ring.swift", firstLine: 1, column: 1, location: SourceLocation(line: 1, column: 1), label: "preview")

    private func canvasTrace() -> Trace {
        let fill = Trace.Track(
            node: "Canvas", path: "Ring/Canvas", property: "fill[1]", components: Trace.drawingComponents,
            values: [[10, 20, 6, 6, 0, 0.5, 1, 1], [12.5, 20, 6, 6, 0, 0.5, 1, 1]])
        return Trace(view: "Ring", duration: 1.0 / 60, fps: 60, times: [0, 1.0 / 60], tracks: [fill], events: [])
    }

    @Test func aVersion4DocumentIsPrintedFrameByFrame() throws {
        let written = canvasTrace().json()
        #expect(written.hasPrefix("{\"format\": \"motionbook-trace/4\""))
        let printed = TracePrintout.render([.init(id: "Ring", site: site, traceJSON: written, every: 0.1, show: [])],
                                           format: "json", every: nil, show: nil, chart: false)
        #expect(printed.hasPrefix("{\"format\": \"motionbook-trace/3\""))
        #expect(printed.contains("\"values\": [[10.0,20.0,6.0,6.0,0,0.5,1.0,1.0],[12.5,20.0,6.0,6.0,0,0.5,1.0,1.0]]"))
        #expect(try Trace.decode(Data(printed.utf8)) == canvasTrace())
    }

    @Test func aVersion3DocumentIsPrintedAsTheProgramWroteIt() {
        var trace = canvasTrace()
        trace.tracks = [Trace.Track(node: "Circle", path: "Ring/Circle", property: "opacity", components: ["value"], values: [[1], [0.5]])]
        let written = trace.json() + "\n"
        let printed = TracePrintout.render([.init(id: "Ring", site: site, traceJSON: written, every: 0.1, show: [])],
                                           format: "json", every: nil, show: nil, chart: false)
        #expect(printed == written)
    }
}
