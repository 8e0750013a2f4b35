import Foundation
import Testing

@testable import TraceFormat

/// The scene of format 3: written in a fixed layout, read back the same by both readers,
/// validated against the trace it belongs to.
@Suite struct SceneFormatTests {
    static func sample() -> Trace {
        var circle = Trace.SceneNode(path: "A/VStack/Circle", kind: .circle, parent: 1, from: 1, until: 3, frame: [10, 20, 40, 40])
        circle.fill = Trace.ScenePaint(path: "A/VStack/Circle", property: "fill")
        circle.background = Trace.ScenePaint(rgba: [1, 0, 0, 0.5])
        circle.backgroundOutsets = [1, 59, 0, 34, 0, 2, 0, 0, 0, 0]
        circle.anchor = [0, 1]
        circle.perspective = 1
        circle.clip = .roundedRectangle
        circle.clipCornerRadius = 6
        circle.zIndex = 2
        circle.lineWidth = 3
        var text = Trace.SceneNode(path: "A/VStack/Text", kind: .text, parent: 1, frame: [0, 70, 60, 20.5])
        text.text = "Hi \"there\""
        text.fontSize = 17
        text.fontWeight = "bold"
        text.fill = Trace.ScenePaint(stops: [0, 0, 1, 1, 0, 1, 1, 1, 1, 1], points: [0, 0, 1, 1])
        var symbol = Trace.SceneNode(path: "A/VStack/Image", kind: .symbol, parent: 1, frame: [0, 0, 20, 20])
        symbol.symbol = "star.fill"
        symbol.cornerRadius = 4
        symbol.contents = [Trace.SceneContent(frame: 2, symbol: "star"), Trace.SceneContent(frame: 3, text: "x", symbol: "heart")]
        let scene = Trace.Scene(width: 393, height: 852, nodes: [
            Trace.SceneNode(path: "A", kind: .group, frame: [0, 0, 393, 852]),
            Trace.SceneNode(path: "A/VStack", kind: .group, parent: 0, frame: [0, 0, 100, 100]),
            circle, text, symbol,
        ])
        return Trace(view: "A", duration: 0.05, fps: 60, times: [0, 1.0 / 60, 2.0 / 60, 0.05],
                     tracks: [.init(node: "Circle", path: "A/VStack/Circle", property: "fill", components: ["red", "green", "blue", "opacity"],
                                    values: Array(repeating: [1, 0, 0, 1], count: 4))],
                     events: [], scene: scene)
    }

    @Test func roundTripsExactlyWithBothReaders() throws {
        let json = Self.sample().json()
        for reader in Trace.Reader.allCases {
            let decoded = try Trace.decode(Data(json.utf8), reader: reader)
            #expect(decoded == Self.sample())
            #expect(decoded.json() == json)
        }
        #expect(json.contains("\n\"scene\": {\"width\": 393.0, \"height\": 852.0, \"nodes\": [\n{\"path\": \"A\", \"kind\": \"group\", \"from\": 0, \"frame\": [0,0,393.0,852.0]},"))
        #expect(json.contains(#""cornerRadius": 4.0, "contents": [{"frame": 2, "symbol": "star"}, {"frame": 3, "text": "x", "symbol": "heart"}]}"#))
        #expect(json.contains(#"{"path": "A/VStack/Circle", "kind": "circle", "parent": 1, "from": 1, "until": 3, "frame": [10.0,20.0,40.0,40.0], "fill": {"path": "A/VStack/Circle", "property": "fill"}, "background": {"rgba": [1.0,0,0,0.5]}, "backgroundOutsets": [1.0,59.0,0,34.0,0,2.0,0,0,0,0], "lineWidth": 3.0, "anchor": [0,1.0], "perspective": 1.0, "clip": "roundedRectangle", "clipCornerRadius": 6.0, "zIndex": 2.0}"#))
    }

    @Test func readersAgreeOnEveryTruncationAndOnRepeatedKeys() {
        let json = Self.sample().json()
        let bytes = Array(json.utf8)
        let sceneStart = bytes.count - 900
        for length in stride(from: max(0, sceneStart), to: bytes.count, by: 7) {
            expectSameOutcome(Data(bytes[..<length]), "truncated at \(length)")
        }
        let repeated = json.replacingOccurrences(of: #""kind": "circle", "#, with: #""kind": "circle", "kind": "text", "text": null, "text": "x", "fill": null, "fill": {"rgba": [0,0,0,1]}, "extra": [1, {"a": null}], "#)
        #expect(expectSameOutcome(repeated) != .rejected)
    }

    @Test func rejectsScenesThatDoNotFitTheTrace() {
        func problem(_ edit: (inout Trace.Scene) -> Void) -> String? {
            var trace = Self.sample()
            edit(&trace.scene!)
            do { _ = try Trace.decode(Data(trace.json().utf8)); return nil } catch { return error.description }
        }
        #expect(problem { _ in } == nil)
        #expect(problem { $0.nodes[1].parent = 1 }?.contains("is not a node before it") == true)
        #expect(problem { $0.nodes[2].until = 9 }?.contains("not within the trace's 4") == true)
        #expect(problem { $0.nodes[2].until = 1 }?.contains("not within") == true)
        #expect(problem { $0.nodes[2].frame = [1, 2, 3] }?.contains("four finite numbers") == true)
        #expect(problem { $0.nodes[2].anchor = [1] }?.contains("anchor") == true)
        #expect(problem { $0.nodes[2].fill = Trace.ScenePaint(rgba: [1, 1]) }?.contains("fill") == true)
        #expect(problem { $0.nodes[2].fill = Trace.ScenePaint(path: "A") }?.contains("fill") == true)
        #expect(problem { $0.width = -1 } != nil)
        #expect(problem { $0.nodes[4].contents = [Trace.SceneContent(frame: 0)] }?.contains("contents") == true)
        #expect(problem { $0.nodes[4].contents = [Trace.SceneContent(frame: 3), Trace.SceneContent(frame: 2)] }?.contains("contents") == true)
        #expect(problem { $0.nodes[4].contents = [Trace.SceneContent(frame: 4)] }?.contains("contents") == true)
        #expect(problem { $0.nodes[2].backgroundOutsets = [1, 59, 0, 34] }?.contains("background outsets") == true)
        #expect(problem { $0.nodes[2].backgroundOutsets = [0, 59, 0, 34, 0] }?.contains("background outsets") == true)
        #expect(problem { $0.nodes[2].backgroundOutsets = [2, 1, 1, 1, 1, 1, 0, 0, 0, 0] }?.contains("background outsets") == true)
        #expect(problem { $0.nodes[2].backgroundOutsets = [1.5, 1, 1, 1, 1] }?.contains("background outsets") == true)
    }

    /// Where a background reaches past its node's frame at each frame: nothing before the first
    /// change, then each change's four outsets.
    @Test func backgroundOutsetsHoldFromTheirFrame() {
        let circle = Self.sample().scene!.nodes[2]
        #expect(circle.backgroundOutsets(at: 0) == [0, 0, 0, 0])
        #expect(circle.backgroundOutsets(at: 1) == [59, 0, 34, 0])
        #expect(circle.backgroundOutsets(at: 2) == [0, 0, 0, 0])
        #expect(Self.sample().scene!.nodes[3].backgroundOutsets(at: 2) == [0, 0, 0, 0])
    }

    @Test func versionTwoDocumentsHaveNoScene() throws {
        let document = #"{"format": "motionbook-trace/2", "view": "A", "duration": 0, "fps": 60, "times": [0], "tracks": [], "events": []}"#
        let trace = try Trace.decode(Data(document.utf8))
        #expect(trace.scene == nil)
        #expect(!trace.json().contains("scene"))
    }
}

/// Presence read from the scene: a column is blank where its node does not exist.
@Suite struct TracePresenceTests {
    @Test func aNodeExistsOnlyInItsLifetimes() {
        let trace = SceneFormatTests.sample()
        // The circle exists in frames 1 and 2 of 4.
        #expect(TracePresence.presence(ofNode: "A/VStack/Circle", in: trace) == [false, true, true, false])
        // Always there, or not in the scene: no presence.
        #expect(TracePresence.presence(ofNode: "A/VStack", in: trace) == nil)
        #expect(TracePresence.presence(ofNode: "A/Other", in: trace) == nil)
        var twice = trace
        var again = twice.scene!.nodes[2]
        again.from = 3
        again.until = nil
        twice.scene!.nodes.append(again)
        #expect(TracePresence.presence(ofNode: "A/VStack/Circle", in: twice) == [false, true, true, true])
        var old = trace
        old.scene = nil
        #expect(TracePresence.presence(ofNode: "A/VStack/Circle", in: old) == nil)
    }
}
