import Foundation
import Testing

@testable import TraceFormat

/// Animation parameters in trace events (format `motionbook-trace/2`): their JSON, reading them
/// back, and reading `motionbook-trace/1` documents, which have none.
@Suite struct AnimationParametersTests {
    /// A spring in made-up but distinct forms (the engine computes real ones).
    static let forms = Trace.SpringParameters(
        response: 0.5, dampingFraction: 0.7, mass: 1, stiffness: 157.91367041742973, damping: 17.59291886010284,
        duration: 0.5, bounce: 0.30000000000000004, settlingDuration: 1.0447130905120119)

    static let delayedSpring = Trace.AnimationParameters(
        kind: .delay, description: "spring(response: 0.5, dampingFraction: 0.7).delay(0.2)", delay: 0.2,
        animations: [
            .init(kind: .spring, description: "spring(response: 0.5, dampingFraction: 0.7)", response: 0.5, dampingFraction: 0.7,
                blendDuration: 0, spring: forms)
        ])

    /// A combination of a timing curve and an undamped interpolating spring (which never settles).
    static let combined = Trace.AnimationParameters(
        kind: .combined, description: "combined(easeIn(duration: 0.35), interpolatingSpring(…) at 0.25)",
        animations: [
            .init(kind: .timingCurve, description: "easeIn(duration: 0.35)", duration: 0.35,
                curve: .init(name: "easeIn", controlPoints: [0.42, 0, 1, 1])),
            .init(kind: .interpolatingSpring, description: "interpolatingSpring(…)", mass: 1, stiffness: 100, damping: 0,
                initialVelocity: 0,
                spring: .init(response: 0.6283185307179586, dampingFraction: 0, mass: 1, stiffness: 100, damping: 0,
                    duration: 0.6283185307179586, bounce: 1, settlingDuration: .infinity)),
        ],
        beginTimes: [0, 0.25])

    static func trace(events: [Trace.Event]) -> Trace {
        Trace(
            view: "Dot", duration: 0.1, fps: 10, times: [0, 0.1],
            tracks: [.init(node: "Circle", path: "Dot/Circle", property: "opacity", components: ["value"], values: [[1], [0.5]])],
            events: events)
    }

    static let sample = trace(events: [
        .init(t: 0, kind: .appear, node: "Dot", path: "Dot"),
        .init(t: 0, kind: .animation, node: "Circle", path: "Dot/Circle", property: "opacity",
            animation: delayedSpring.description, parameters: delayedSpring),
        .init(t: 0.1, kind: .combine, node: "Circle", path: "Dot/Circle", property: "opacity",
            animation: combined.description, parameters: combined),
        .init(t: 0.1, kind: .removed, animation: "linear(duration: 1.0).repeatForever(autoreverses: false)",
            parameters: .init(kind: .repeatForever, description: "linear(duration: 1.0).repeatForever(autoreverses: false)",
                autoreverses: false, animations: [.init(kind: .custom, description: "linear(duration: 1.0)")])),
    ])

    @Test func parametersRoundTripThroughJSON() throws {
        let json = Self.sample.json()
        let decoded = try Trace.decode(Data(json.utf8))
        #expect(decoded == Self.sample)
        #expect(decoded.json() == json)
        #expect(decoded.events[2].parameters?.animations?[1].spring?.settlingDuration == .infinity)
    }

    @Test func parametersFollowTheDescriptionInAFixedLayout() {
        let json = Self.sample.json()
        #expect(json.contains(
            #"{"t": 0, "kind": "animation", "node": "Circle", "path": "Dot/Circle", "property": "opacity", "animation": "spring(response: 0.5, dampingFraction: 0.7).delay(0.2)", "parameters": {"kind": "delay", "description": "spring(response: 0.5, dampingFraction: 0.7).delay(0.2)", "delay": 0.2, "animations": [{"kind": "spring", "description": "spring(response: 0.5, dampingFraction: 0.7)", "response": 0.5, "dampingFraction": 0.7, "blendDuration": 0, "spring": {"response": 0.5, "dampingFraction": 0.7, "mass": 1.0, "stiffness": 157.91367041742973, "damping": 17.59291886010284, "duration": 0.5, "bounce": 0.30000000000000004, "settlingDuration": 1.0447130905120119}}]}}"#
        ))
        #expect(json.contains(#""settlingDuration": "inf"}"#))
        #expect(json.contains(#""curve": {"name": "easeIn", "controlPoints": [0.42,0,1.0,1.0]}"#))
        #expect(json.contains(#""beginTimes": [0,0.25]}"#))
        #expect(Self.sample.format == "motionbook-trace/3")
    }

    @Test func allPartsListsEveryPartInDescriptionOrder() {
        #expect(Self.combined.allParts.map(\.kind) == [.combined, .timingCurve, .interpolatingSpring])
        #expect(Self.delayedSpring.allParts.map(\.description) == [Self.delayedSpring.description, "spring(response: 0.5, dampingFraction: 0.7)"])
    }

    @Test func readsVersionOneDocumentsWithoutParameters() throws {
        let document = #"""
            {"format": "motionbook-trace/1", "view": "Dot", "duration": 0.1, "fps": 10,
            "times": [0,0.1],
            "tracks": [
            {"node": "Circle", "path": "Dot/Circle", "property": "opacity", "components": ["value"], "values": [[1],[0.5]]}],
            "events": [
            {"t": 0, "kind": "animation", "node": "Circle", "path": "Dot/Circle", "property": "opacity", "animation": "spring(response: 0.5, dampingFraction: 0.7).delay(0.2)"},
            {"t": 0.1, "kind": "tap", "detail": "Dot"}]}
            """#
        let trace = try Trace.decode(Data(document.utf8))
        #expect(trace.format == "motionbook-trace/1")
        #expect(trace.events.map(\.animation) == ["spring(response: 0.5, dampingFraction: 0.7).delay(0.2)", nil])
        #expect(trace.events.allSatisfy { $0.parameters == nil })
        #expect(trace.tracks.first?.values == [[1], [0.5]])
        // Written again, it keeps its format and has no parameters.
        #expect(trace.json().hasPrefix(#"{"format": "motionbook-trace/1""#) && !trace.json().contains("parameters"))
        #expect(Trace.readableFormats == ["motionbook-trace/1", "motionbook-trace/2", "motionbook-trace/3", "motionbook-trace/4"])
    }

    @Test func onlyParametersMayBeNonFinite() {
        func problem(_ text: String) -> String? {
            do { _ = try Trace.decode(Data(text.utf8)); return nil } catch { return error.description }
        }
        #expect(problem(#"{"format": "motionbook-trace/2", "view": "A", "duration": 1, "fps": 60, "times": ["inf"], "tracks": [], "events": []}"#)?.contains("not a finite number") == true)
        #expect(problem(#"{"format": "motionbook-trace/2", "view": "A", "duration": 1, "fps": 60, "times": [0], "tracks": [{"node": "C", "path": "A/C", "property": "opacity", "components": ["value"], "values": [["nan"]]}], "events": []}"#)?.contains("not a finite number") == true)
        #expect(problem(#"{"format": "motionbook-trace/5", "view": "A", "duration": 1, "fps": 60, "times": [0], "tracks": [], "events": []}"#) == "unknown trace format 'motionbook-trace/5' (expected motionbook-trace/3)")
    }
}
