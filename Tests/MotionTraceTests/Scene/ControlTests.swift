import Foundation
import Testing
import MotionTrace

/// `Slider` drags, `Stepper` taps and `ProgressView`'s animated `progress`, end to end.
@Suite struct ControlTests {
    struct Volume: View {
        @State private var volume = 20.0
        @State private var editing = false

        var body: some View {
            VStack {
                Slider(value: $volume, in: 0...100) { editing = $0 }
                    .frame(width: 200)
                Circle().frame(width: 10, height: 10).offset(x: volume).opacity(editing ? 0.5 : 1)
            }
        }
    }

    @Test func aDragMovesTheValueByTheFingersTravelOverTheTrack() throws {
        let trace = try traceOf(Volume(), duration: 1, drags: [
            // Down at frame 12, 50 points right over 15 frames, lifted after frame 27's sample …
            .init(target: "Slider", time: 0.2, translation: CGSize(width: 50, height: 0), duration: 0.25),
            // … then 300 points over 6 frames from frame 36: clamped at the upper bound.
            .init(target: "Volume/VStack/Slider", time: 0.6, translation: CGSize(width: 300, height: 0), duration: 0.1),
        ])
        var expected: [Double] = []
        for frame in 0...60 {
            switch frame {
            case ..<13: expected.append(20)
            case 13...27: expected.append(20 + 50 * Double(frame - 12) / 15 / 200 * 100)
            case 28...36: expected.append(45)
            default: expected.append(min(100, 45 + 300 * Double(frame - 36) / 6 / 200 * 100))
            }
        }
        expectFrames(try trace.series("Volume/VStack/Circle", "offset"), expected)
        // onEditingChanged(true) at touch down (before the frame's sample), (false) at the lift
        // (after it).
        let opacity = try trace.series("Volume/VStack/Circle", "opacity")
        #expect(opacity[11] == 1 && opacity[12] == 0.5 && opacity[27] == 0.5 && opacity[28] == 1)
        #expect(opacity[36] == 0.5 && opacity[42] == 0.5 && opacity[43] == 1)
        #expect(trace.events("state").filter { $0.property == "editing" }.compactMap(\.detail) == ["true", "false", "true", "false"])
    }

    struct Levels: View {
        @State private var level = 0.0

        var body: some View {
            VStack {
                Slider(value: $level.animation(.linear(duration: 0.2)), in: 0...10, step: 2)
                    .frame(width: 100)
                Rectangle().frame(width: 10, height: 10).offset(x: level * 10)
            }
        }
    }

    @Test func aSteppedSliderSnapsAndAnimatesWithItsBindingsTransaction() throws {
        // 33 points over 6 frames from frame 6: 0.55 of a unit per frame, rounded to steps of 2:
        // 0, 2, 2, 2, 2, 4; each change animates with the binding's animation.
        let trace = try traceOf(Levels(), duration: 0.5, drags: [
            .init(target: "Slider", time: 0.1, translation: CGSize(width: 33, height: 0), duration: 0.1),
        ])
        let linear = Animation.linear(duration: 0.2)
        expectFrames(try trace.series("Levels/VStack/Rectangle", "offset"), animatorFrames(initial: 0, changes: [(8, 20, linear), (12, 40, linear)], frames: 30))
        #expect(trace.events("state").compactMap(\.detail) == ["2.0", "4.0"])
    }

    struct Counter: View {
        @State private var count = 0
        @State private var presses = 0

        var body: some View {
            VStack {
                Stepper("Count", value: $count.animation(.linear(duration: 0.5)), in: 0...2) { editing in
                    if !editing { presses += 1 }
                }
                Circle().frame(width: 10, height: 10).offset(x: CGFloat(count) * 30)
                Stepper("Lives", onIncrement: nil, onDecrement: { count = 0 })
            }
        }
    }

    @Test func stepperButtonsStepTheBindingWithItsTransaction() throws {
        let trace = try traceOf(Counter(), duration: 1.5, taps: [
            ("Increment", 0.1),  // 0 → 1
            ("Count", 0.3),  // the title increments: 1 → 2
            ("Increment", 0.4),  // at the upper bound: nothing
            ("Counter/VStack/Stepper[1]/Increment", 0.5),  // no action: nothing
            ("Decrement", 1.2),  // 2 → 1
        ])
        let linear = Animation.linear(duration: 0.5)
        expectFrames(try trace.series("Counter/VStack/Circle", "offset"), animatorFrames(initial: 0, changes: [(6, 30, linear), (18, 60, linear), (72, 30, linear)], frames: 90))
        #expect(trace.events("state").filter { $0.property == "count" }.compactMap(\.detail) == ["1", "2", "1"])
        // onEditingChanged(true), then (false), around each step that happened.
        #expect(trace.events("state").filter { $0.property == "presses" }.compactMap(\.detail) == ["1", "2", "3"])
        // Every tap reaches the stepper it names.
        #expect(trace.events("tap").map(\.path) == Array(repeating: "Counter/VStack/Stepper", count: 3) + ["Counter/VStack/Stepper[1]", "Counter/VStack/Stepper"])
    }

    struct Download: View {
        @State private var done = 0.2

        var body: some View {
            VStack {
                ProgressView(value: done)
                ProgressView("Half", value: done, total: 2)
                Button("Go") { withAnimation(.linear(duration: 0.5)) { done = 0.8 } }
                Button("Overflow") { withAnimation(.easeInOut(duration: 0.3)) { done = 1.5 } }
            }
        }
    }

    @Test func progressAnimatesWithTheTransaction() throws {
        let trace = try traceOf(Download(), duration: 1.5, taps: [("Go", 0.1), ("Overflow", 1.0)])
        // The fraction done is pinned to 1 when the value passes the total.
        expectFrames(
            try trace.series("Download/VStack/ProgressView", "progress"),
            animatorFrames(initial: 0.2, changes: [(6, 0.8, .linear(duration: 0.5)), (60, 1, .easeInOut(duration: 0.3))], frames: 90))
        expectFrames(
            try trace.series("Download/VStack/ProgressView[1]", "progress"),
            animatorFrames(initial: 0.1, changes: [(6, 0.4, .linear(duration: 0.5)), (60, 0.75, .easeInOut(duration: 0.3))], frames: 90))
        #expect(try trace.track("Download/VStack/ProgressView", "progress").components == ["value"])
    }
}
