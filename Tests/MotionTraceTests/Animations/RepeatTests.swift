import Foundation
import Testing
import MotionTrace

/// Repeating animations started by views (SEMANTICS.md, "Repeat, delay, speed").
@Suite struct RepeatTests {
    /// A pulsing dot: `repeatForever(autoreverses: true)` started in `onAppear`, the usual
    /// way to start a pulse. The trace runs to the 10 s maximum since the animation never ends.
    struct PulsingDot: View {
        @State private var isPulsing = false

        var body: some View {
            Circle()
                .frame(width: 40, height: 40)
                .scaleEffect(isPulsing ? 1.2 : 1.0)
                .onAppear {
                    withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) {
                        isPulsing = true
                    }
                }
        }
    }

    @Test func pulsingDotRepeatsForeverFromAppear() throws {
        let trace = try traceOf(PulsingDot())
        #expect(trace.times.count == 601 && trace.duration == 10)
        let expected = animatorFrames(initial: 1, changes: [(0, 1.2, .easeInOut(duration: 0.8).repeatForever(autoreverses: true))], frames: 600, shape: .uniformScale)
        expectFrames(try trace.series("PulsingDot/Circle", "scaleEffect", 0), expected)
        expectFrames(try trace.series("PulsingDot/Circle", "scaleEffect", 1), expected)
        // Leg one ends at the first frame past 0.8 s (frame 49) showing 1.2; leg two mirrors it.
        let scale = try trace.series("PulsingDot/Circle", "scaleEffect")
        #expect(scale[0] == 1 && scale[48] == 1.2 && scale[49] == 1.2 && scale[50] < 1.2)
        #expect(trace.events("animation").map(\.animation) == ["easeInOut(duration: 0.8).repeatForever(autoreverses: true)"])
        #expect(trace.events("removed").isEmpty)
    }

    /// `repeatCount(2, autoreverses: true)`: forward, back, then the jump to the model value.
    struct TwiceAndBack: View {
        @State private var up = false

        var body: some View {
            Rectangle()
                .offset(y: up ? -60 : 0)
                .onTapGesture {
                    withAnimation(.easeIn(duration: 0.3).repeatCount(2, autoreverses: true)) { up = true }
                }
        }
    }

    @Test func evenCountEndsWithTheJump() throws {
        let trace = try traceOf(TwiceAndBack(), taps: [("*", 0)])
        let y = try trace.series("TwiceAndBack/Rectangle", "offset", 1)
        expectFrames(y, animatorFrames(initial: 0, changes: [(0, -60, .easeIn(duration: 0.3).repeatCount(2, autoreverses: true))], frames: y.count - 1))
        // Leg one ends at frame 19 (-60; 18/60 is exactly 0.3, still inside the leg); leg two
        // mirrors it back towards 0 and ends at frame 37 (37/60 − 19/60 > 0.3 in doubles), where
        // the model value shows.
        #expect(y[18] == -60 && y[19] == -60 && y[36] > -10 && y[36] < 0 && y[37] == -60)
        #expect(trace.events("removed").map(\.t) == [37.0 / 60])
        #expect(trace.times.last == 37.0 / 60)
    }
}
