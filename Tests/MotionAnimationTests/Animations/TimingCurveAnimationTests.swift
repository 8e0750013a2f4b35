import Foundation
import Testing
@testable import MotionAnimation

@Suite struct TimingCurveAnimationTests {
    // SEMANTICS.md, "Timing curves": interval × curve(t/d); exactly the end value at t = d; finished only after d.
    @Test func endsExactlyAndFinishesAfterDuration() {
        let animation = Animation.easeInOut(duration: 0.35)
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 100.0, time: 0, context: &context) == 0)
        #expect(animation.animate(value: 100.0, time: 0.35, context: &context) == 100)
        #expect(animation.animate(value: 100.0, time: (0.35).nextUp, context: &context) == nil)
        // Also for an overshooting curve, whose solver need not land on 1 by itself.
        let overshoot = Animation.timingCurve(0.3, 1.6, 0.6, -0.4, duration: 0.7)
        #expect(overshoot.animate(value: 3.0, time: 0.7, context: &context) == 3)
        // A curve never reports logical completion before it ends (SEMANTICS.md, "Completion").
        #expect(!context.isLogicallyComplete)
    }

    // SEMANTICS.md, "Timing curves": nothing to animate with a duration ≤ 0.
    @Test func zeroDurationFinishesAtOnce() {
        var context = AnimationContext<Double>()
        #expect(Animation.linear(duration: 0).animate(value: 1.0, time: 0, context: &context) == nil)
        #expect(Animation.easeIn(duration: -1).animate(value: 1.0, time: 0, context: &context) == nil)
    }

    // SEMANTICS.md, "Timing curves" and test vectors T1 (SEMANTICS.md, "Test vectors"): values are the UnitCurve's, scaled by the interval.
    @Test func valuesFollowTheCurve() {
        for (animation, curve) in [(Animation.easeIn(duration: 2), UnitCurve.easeIn),
                                   (.easeOut(duration: 2), .easeOut), (.easeInOut(duration: 2), .easeInOut)] {
            for step in 0...20 {
                let time = Double(step) / 10
                let value = sampleAnimation(animation, interval: 10.0, at: [time])[0]!
                #expect(value == 10 * curve.value(at: time / 2))
            }
        }
        // y is never clamped: overshoot shows.
        let overshoot = sampleAnimation(.timingCurve(0.5, 2, 0.5, 2, duration: 1), interval: 1.0, at: [0.5])[0]!
        #expect(overshoot > 1.2)
        // A UnitCurve that is not a Bézier.
        let circular = sampleAnimation(.timingCurve(.circularEaseIn, duration: 1), interval: 2.0, at: [0.5])[0]!
        #expect(abs(circular - 2 * (1 - (0.75).squareRoot())) < 1e-12)
    }

    // Velocity: interval × curve′(t/d) / d; none once finished.
    @Test func velocity() {
        let animation = Animation.linear(duration: 2)
        let context = AnimationContext<Double>()
        #expect(animation.velocity(value: 10.0, time: 1, context: context) == 5)
        #expect(animation.velocity(value: 10.0, time: 2.5, context: context) == nil)
        let easeIn = Animation.easeIn(duration: 0.5)
        #expect(easeIn.velocity(value: 1.0, time: 0, context: context) == 0)
        let expected = UnitCurve.easeIn.velocity(at: 0.5) / 0.5
        #expect(easeIn.velocity(value: 1.0, time: 0.25, context: context) == expected)
    }

    // SEMANTICS.md, "Interruptions (merge and combine)": timing curves never merge.
    @Test func neverMerges() {
        var context = AnimationContext<Double>()
        #expect(!Animation.easeIn.shouldMerge(previous: .easeIn, value: 1.0, time: 0.1, context: &context))
        #expect(!Animation.linear.shouldMerge(previous: .spring, value: 1.0, time: 0.1, context: &context))
    }
}
