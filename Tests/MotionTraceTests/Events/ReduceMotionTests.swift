import Foundation
import Testing
import MotionTrace

/// `accessibilityReduceMotion`, set by the harness, read with `@Environment`.
@Suite struct ReduceMotionTests {
    struct Respectful: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @State private var on = false

        var body: some View {
            Circle()
                .offset(x: on ? 100 : 0)
                .onTapGesture {
                    withAnimation(reduceMotion ? nil : .snappy) { on = true }
                }
        }
    }

    @Test func reduceMotionReachesTheView() throws {
        let reduced = try traceOf(Respectful(), duration: 0.5, taps: [("*", 0)], reduceMotion: true)
        #expect(try reduced.series("Respectful/Circle", "offset").allSatisfy { $0 == 100 })
        #expect(reduced.events("animation").isEmpty)
        let full = try traceOf(Respectful(), duration: 0.5, taps: [("*", 0)])
        expectFrames(try full.series("Respectful/Circle", "offset"), animatorFrames(initial: 0, changes: [(0, 100, .snappy)], frames: 30))
    }
}
