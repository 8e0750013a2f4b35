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
