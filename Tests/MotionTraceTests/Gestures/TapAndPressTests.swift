import Foundation
import Testing
import MotionTrace

/// Taps reaching gestures, taps in a row, spatial taps and `onLongPressGesture`.
@Suite struct TapAndPressTests {
    /// The `state` events as "seconds variable value".
    func states(_ trace: Trace) -> [String] {
        trace.events("state").map { "\(Int(($0.t * 60).rounded())) \($0.property ?? "") \($0.detail ?? "")" }
    }

    struct Taps: View {
        @State private var single = 0
        @State private var double = 0
        @State private var gestureDouble = 0
        @State private var spot = CGPoint.zero

        var body: some View {
            VStack {
                Circle().frame(width: 40, height: 40)
                    .onTapGesture(count: 2) { double += 1 }
                    .onTapGesture { single += 1 }
                Rectangle().frame(width: 40, height: 40)
                    .gesture(TapGesture(count: 2).onEnded { gestureDouble += 1 })
                Capsule().frame(width: 60, height: 20)
                    .gesture(SpatialTapGesture().onEnded { spot = $0.location })
            }
        }
    }

    @Test func tapsInARowAndTapGestures() throws {
        let circle = "Taps/VStack/Circle", square = "Taps/VStack/Rectangle", capsule = "Taps/VStack/Capsule"
        let trace = try traceOf(Taps(), duration: 2, taps: [
            (circle, 0.1), (circle, 0.3), (circle, 1.0),  // a double tap, then a single one
            (square, 0.1), (square, 0.6), (square, 1.2), (square, 1.4),  // too slow, then a double tap
            (capsule, 1.5),
        ])
        #expect(states(trace) == [
            "6 single 1", "18 double 1", "60 single 2", "84 gestureDouble 1", "90 spot CGPoint(x: 30.0, y: 10.0)",
        ])
    }

    struct Hold: View {
        @State private var pressing = false
        @State private var done = 0

        var body: some View {
            Circle()
                .frame(width: 80, height: 80)
                .scaleEffect(pressing ? 1.2 : 1)
                .onLongPressGesture(minimumDuration: 0.5) {
                    done += 1
                } onPressingChanged: { isPressing in
                    pressing = isPressing
                }
        }
    }

    @Test func aLongPressReportsPressingThenRuns() throws {
        // Held still from 0.2 s for 0.8 s: pressing at once, recognised after 0.5 s (pressing
        // ends first); a tap at 1.5 s only presses and lets go.
        let trace = try traceOf(Hold(), duration: 2, taps: [("Hold/Circle", 1.5)], drags: [
            .init(target: "Hold/Circle", time: 0.2, translation: .zero, duration: 0.8),
        ])
        #expect(states(trace) == ["12 pressing true", "42 pressing false", "42 done 1", "90 pressing true", "90 pressing false"])
        let scale = try trace.series("Hold/Circle", "scaleEffect")
        #expect(scale[11] == 1 && scale[12] == 1.2 && scale[41] == 1.2 && scale[42] == 1)
    }

    struct Plain: View {
        @State private var on = false
        var body: some View {
            Circle().frame(width: 50, height: 50).offset(x: on ? 100 : 0)
                .gesture(TapGesture().onEnded { withAnimation(.linear(duration: 0.3)) { on.toggle() } })
        }
    }

    @Test func aTapReachesATapGesture() throws {
        let trace = try traceOf(Plain(), duration: 0.6, taps: [("*", 0.1)])
        expectFrames(try trace.series("Plain/Circle", "offset"), animatorFrames(initial: 0, changes: [(6, 100, .linear(duration: 0.3))], frames: 36))
    }
}
