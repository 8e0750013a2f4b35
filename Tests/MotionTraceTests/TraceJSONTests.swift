import Foundation
import Testing
@testable import MotionTrace
@testable import TraceFormat

@Suite struct TraceJSONTests {
    static let sample = Trace(
        view: "PulsingDot", duration: 0.05, fps: 60, times: [0, 1.0 / 60, 2.0 / 60, 0.05],
        tracks: [
            .init(node: "Circle", path: "PulsingDot/Circle", property: "scaleEffect", components: ["x", "y"],
                  values: [[1, 1], [1.0000001, 1.0000001], [1.25, 1.25], [1.5, 1.5]]),
            .init(node: "Text", path: "PulsingDot/VStack/Text", property: "opacity", components: ["value"],
                  values: [[0], [0.1], [0.2], [0.3]]),
        ],
        events: [
            .init(t: 0, kind: .appear),
            .init(t: 0, kind: .animation, path: "PulsingDot/Circle", property: "scaleEffect",
                  animation: "easeInOut(duration: 0.8).repeatForever(autoreverses: true)"),
            .init(t: 0.05, kind: .tap, detail: "Say \"hi\"\n"),
        ])

    @Test func roundTripsExactly() throws {
        let json = Self.sample.json()
        let decoded = try Trace.decode(Data(json.utf8))
        #expect(decoded == Self.sample)
        #expect(decoded.json() == json)
    }

    @Test func layoutIsFixed() {
        let json = Self.sample.json()
        #expect(json.hasPrefix("{\"format\": \"motionbook-trace/3\", \"view\": \"PulsingDot\", \"duration\": 0.05, \"fps\": 60,\n\"times\": [0,0.016666666666666666,0.03333333333333333,0.05],\n"))
        #expect(json.contains("\n{\"t\": 0.05, \"kind\": \"tap\", \"detail\": \"Say \\\"hi\\\"\\n\"}]}\n"))
    }

    @Test func rejectsMalformedTraces() {
        func problem(_ text: String) -> String? {
            do { _ = try Trace.decode(Data(text.utf8)); return nil } catch { return error.description }
        }
        #expect(problem("hello")?.contains("not a trace document") == true)
        #expect(problem(#"{"format": "other/1", "view": "A", "duration": 1, "fps": 60, "times": [0], "tracks": [], "events": []}"#)?.contains("unknown trace format") == true)
        #expect(problem(#"{"format": "motionbook-trace/2", "view": "A", "duration": 1, "fps": 60, "times": [], "tracks": [], "events": []}"#) == "the trace has no frames")
        #expect(problem(#"{"format": "motionbook-trace/2", "view": "A", "duration": 1, "fps": 60, "times": [0, 1], "tracks": [{"node": "C", "path": "A/C", "property": "opacity", "components": ["value"], "values": [[1]]}], "events": []}"#)?.contains("1 values for 2 frames") == true)
        #expect(problem(#"{"format": "motionbook-trace/2", "view": "A", "duration": 1, "fps": 60, "times": [0], "tracks": [{"node": "C", "path": "A/C", "property": "offset", "components": ["x", "y"], "values": [[1]]}], "events": []}"#)?.contains("do not match its components") == true)
        #expect(problem(#"{"format": "motionbook-trace/2", "view": "A", "duration": 1, "fps": 60, "times": [null], "tracks": [], "events": []}"#) != nil)
        #expect(problem(#"{"format": "motionbook-trace/2", "view": "A", "fps": 60, "times": [0], "tracks": [], "events": []}"#)?.contains("missing key 'duration'") == true)
    }
}
