import Foundation
import Testing
import MotionTrace

/// Two taps interrupting a running animation (SEMANTICS.md, "Interruptions (merge and combine)"): springs merge and keep their velocity,
/// timing curves combine.
@Suite struct InterruptionTests {
    struct Toggler: View {
        let animation: Animation
        @State private var right = false

        var body: some View {
            Circle()
                .offset(x: right ? 100 : 0)
                .onTapGesture { withAnimation(animation) { right.toggle() } }
        }
    }

    /// Eases in with a curve, then a spring interrupts it.
    struct CurveThenSpring: View {
        static let curve = Animation.easeInOut(duration: 0.6)
        static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
        @State private var right = false

        var body: some View {
            Circle()
                .offset(x: right ? 100 : 0)
                .onTapGesture { withAnimation(right ? Self.spring : Self.curve) { right.toggle() } }
        }
    }

    /// Every event of a change names that change's animation, also when another change's
    /// events come between them.
    @Test func eachChangesEventsNameItsOwnAnimation() throws {
        let trace = try traceOf(CurveThenSpring(), duration: 1.5, taps: [("*", 0), ("*", 0.2)])
        let (curve, spring) = (CurveThenSpring.curve.description, CurveThenSpring.spring.description)
        #expect(trace.events("animation").map(\.animation) == [curve])
        #expect(trace.events("merge").map(\.animation) == [spring])
        #expect(trace.events("merge").first?.parameters == CurveThenSpring.spring.traceParameters)
        #expect(Set(trace.events("logicallyComplete").compactMap(\.animation)) == [curve, spring])
        #expect(Set(trace.events("removed").compactMap(\.animation)) == [curve, spring])
    }

    @Test func springRetargetsKeepingItsVelocity() throws {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
        let trace = try traceOf(Toggler(animation: spring), duration: 1.5, taps: [("*", 0), ("*", 0.2)])
        let x = try trace.series("Toggler/Circle", "offset")
        expectFrames(x, animatorFrames(initial: 0, changes: [(0, 100, spring), (12, 0, spring)], frames: 90))
        #expect(trace.events("merge").map(\.t) == [0.2])
        // Velocity kept: the value still rises in the frame after the reversal.
        #expect(x[13] > x[12])
    }

    @Test func easeCurvesCombine() throws {
        let ease = Animation.easeInOut(duration: 0.6)
        let trace = try traceOf(Toggler(animation: ease), duration: 1.2, taps: [("*", 0), ("*", 0.3)])
        let x = try trace.series("Toggler/Circle", "offset")
        expectFrames(x, animatorFrames(initial: 0, changes: [(0, 100, ease), (18, 0, ease)], frames: 72))
        #expect(trace.events("combine").map(\.t) == [0.3])
        // Continuous at the interruption: the first frames after it move on with the old curve.
        #expect(x[19] > x[18])
    }
}
