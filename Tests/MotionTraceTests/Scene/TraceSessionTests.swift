import Foundation
import Testing
import MotionTrace

/// The harness: clock, taps, stop rules, tracks of nodes that come and go.
@Suite struct TraceSessionTests {
    struct Toggle: View {
        @State private var shown = false

        var body: some View {
            VStack {
                Button("Show") { withAnimation(.linear(duration: 0.5)) { shown.toggle() } }
                if shown {
                    Circle()
                        .opacity(shown ? 1 : 0)
                        .transition(.scale)
                }
            }
        }
    }

    @Test func sessionClockAndValues() throws {
        let session = TraceSession(Toggle(), fps: 30)
        #expect(session.frame == nil && session.isSettled)
        session.tap("Show", at: 0.1)
        try session.advance(to: 0.2)
        #expect(session.frame == 6 && session.time(ofFrame: 6) == 0.2 && session.frame(at: 0.11) == 3)
        #expect(session.value(of: "opacity", at: "Toggle/VStack/Circle") == [1])
        #expect(session.value(of: "opacity", at: "Toggle/VStack/Nope") == nil)
        #expect(session.nodes.map(\.path) == ["Toggle", "Toggle/VStack", "Toggle/VStack/Button", "Toggle/VStack/Button/Text", "Toggle/VStack/Circle"])
        let circle = try #require(session.nodes.last)
        #expect(circle.name == "Circle" && circle.styles == ["transition(.scale)"] && circle.properties == ["opacity", "scaleEffect"])
        let trace = session.trace()
        #expect(trace.fps == 30 && trace.times == (0...6).map { Double($0) / 30 } && trace.duration == 0.2)
        // The circle appears at frame 3: its track holds its first value back to frame 0.
        #expect(try trace.series("Toggle/VStack/Circle", "opacity") == Array(repeating: 1, count: 7))
        #expect(trace.events("appear").map(\.path) == ["Toggle", "Toggle/VStack/Circle"])
        #expect(trace.events("warning").isEmpty && trace.events("transition").compactMap(\.detail) == ["insertion .scale"])
        // It is removed at frame 9, scales down for 0.5 s, then leaves and keeps its last value.
        session.tap("Show", at: 0.3)
        try session.advance(toFrame: 12)
        #expect(session.value(of: "opacity", at: "Toggle/VStack/Circle") == [1])
        try session.advanceUntilSettled()
        #expect(session.value(of: "opacity", at: "Toggle/VStack/Circle") == nil)
        let final = session.trace()
        #expect(try final.series("Toggle/VStack/Circle", "opacity").count == final.times.count)
        let left = final.events("disappear").map(\.t)
        #expect(left.count == 1 && left[0] > 0.8 - 1e-9 && left[0] < 0.8 + 0.05)
        #expect(try final.series("Toggle/VStack/Circle", "scaleEffect").last == 1e-5)
    }

    @Test func rootSizeIsConfigurable() throws {
        struct Moving: View {
            @State private var x = 0.0
            var body: some View {
                Circle().frame(width: 20, height: 20).offset(x: x).onAppear { withAnimation(.linear(duration: 0.1)) { x = 10 } }
            }
        }
        let session = TraceSession(Moving(), size: CGSize(width: 200, height: 100))
        try session.advanceUntilSettled()
        #expect(session.value(of: "geometry", at: "Moving/Circle") == [100, 40, 20, 20])
    }

    @Test func untilSettledStopsAtTheRemovalFrame() throws {
        struct Mover: View {
            @State private var x = 0.0
            var body: some View {
                Rectangle().offset(x: x).onAppear { withAnimation(.easeOut(duration: 0.2)) { x = 10 } }
            }
        }
        let trace = try traceOf(Mover())
        // easeOut(0.2) is removed at the first frame past 0.2 s: frame 13.
        #expect(trace.times.count == 14 && trace.duration == 13.0 / 60)
        // A static view settles at frame 0; a pending tap keeps the clock going.
        #expect(try traceOf(Text("x")).times == [0])
        #expect(try traceOf(Button("b") {}, taps: [("b", 0.5)]).times.count == 31)
    }

    @Test func durationIsCappedAndTapsFallOnRoundedFrames() throws {
        struct Spinner: View {
            @State private var angle = 0.0
            var body: some View {
                Image(systemName: "arrow.clockwise")
                    .rotationEffect(.degrees(angle))
                    .onTapGesture { angle += 90 }
            }
        }
        let trace = try traceOf(Spinner(), duration: 0.5, fps: 24, taps: [("arrow.clockwise", 0.23)])
        #expect(trace.times.count == 13 && trace.duration == 0.5)
        // 0.23 s × 24 = 5.52 → frame 6.
        #expect(trace.events("tap").map(\.t) == [0.25])
        #expect(try trace.series("Spinner/Image", "rotationEffect")[5...6] == [0, 90])
        let capped = try traceOf(Spinner(), duration: 60)
        #expect(capped.times.count == 601 && capped.duration == 10)
    }

    @Test func missingTargetsAreErrors() {
        #expect(throws: MotionTraceError.self) { try traceOf(Text("x"), taps: [("y", 0)]) }
    }

    @Test func tracesAreDeterministic() throws {
        let scenario = TraceScenario(view: "Toggle", taps: [.init(target: "*", time: 0.1)])
        let first = try MotionTrace.trace(Toggle(), scenario: scenario).json()
        let second = try MotionTrace.trace(Toggle(), scenario: scenario).json()
        #expect(first == second)
    }
}
