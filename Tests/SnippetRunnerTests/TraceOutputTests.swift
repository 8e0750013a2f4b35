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
