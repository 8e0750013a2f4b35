import Foundation
import Testing

@testable import TraceFormat

/// Version 4 of the trace format: a `Canvas` operation's track is written by component, a number
/// that repeats in every frame once; every other document keeps version 3's bytes; both readers
/// read it back into the same trace.
@Suite struct TraceSeriesTests {
    /// A two-frame trace with a canvas fill that moves right at a constant size and colour, and
    /// an opacity track.
    private func trace() -> Trace {
        let fill = Trace.Track(
            node: "Canvas", path: "Ring/Canvas", property: "fill[1]", components: Trace.drawingComponents,
            values: [[10, 20, 6, 6, 0, 0.47843137, 1, 1], [12.5, 20, 6, 6, 0, 0.47843137, 1, 1]])
        let opacity = Trace.Track(node: "Circle", path: "Ring/Circle", property: "opacity", components: ["value"], values: [[1], [1]])
        return Trace(view: "Ring", duration: 1.0 / 60, fps: 60, times: [0, 1.0 / 60], tracks: [fill, opacity], events: [])
    }

    @Test func aCanvasDrawingIsWrittenByComponentWithItsRepeatsOnce() throws {
        let json = trace().json()
        #expect(json.hasPrefix("{\"format\": \"motionbook-trace/4\""))
        #expect(json.contains("\"frames\": 2, \"series\": [[10.0,12.5],20.0,6.0,6.0,0,0.47843137,1.0,1.0]}"))
        #expect(json.contains("\"property\": \"opacity\", \"components\": [\"value\"], \"values\": [[1.0],[1.0]]}"))
        for reader in Trace.Reader.allCases {
            var read = try Trace.decode(Data(json.utf8), reader: reader)
            #expect(read.format == Trace.seriesFormatIdentifier)
            read.format = Trace.formatIdentifier
            #expect(read == trace(), "\(reader)")
        }
        expectSameOutcome(json)
        #expect(try Trace.decode(Data(json.utf8)).json() == json, "a version-4 document is written back byte for byte")
    }

    @Test func aTraceWithoutACanvasDrawingKeepsVersion3() {
        var plain = trace()
        plain.tracks.removeFirst()
        let json = plain.json()
        #expect(json.hasPrefix("{\"format\": \"motionbook-trace/3\""))
        #expect(!json.contains("series"))
    }

    @Test func aSeriesOfAnotherLengthThanItsFramesIsRejected() {
        let json = trace().json()
        let short = json.replacingOccurrences(of: "[[10.0,12.5],", with: "[[10.0],")
        #expect(expectSameOutcome(short) == .rejected)
        let noFrames = json.replacingOccurrences(of: "\"frames\": 2, ", with: "")
        #expect(expectSameOutcome(noFrames) == .rejected)
    }

    @Test func aComponentIsConstantOnlyWhenEveryFrameHasItsBits() {
        let track = Trace.Track(
            node: "Canvas", path: "A/Canvas", property: "fill", components: Trace.drawingComponents,
            values: [[0, 0, 1, 1, 0, 0, 0, 1], [-0.0, 0, 1, 1, 0, 0, 0, 1]])
        #expect(track.series.first == .values([0, -0.0]))
        #expect(track.series.dropFirst().allSatisfy { if case .constant = $0 { true } else { false } })
    }
}
