import Foundation
import Testing
@testable import MotionAnimation

@Suite struct InterpolatingSpringAnimationTests {
    // test vectors T3 (SEMANTICS.md, "Test vectors"): k = 100, c = 10 (ζ = 0.5), v0 = 0.
    @Test func t3Samples() {
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        let times = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.0]
        let expected = [0.104405, 0.340300, 0.849426, 1.124355, 1.074591, 0.979007, 1.002170]
        let values = sampleAnimation(animation, interval: 1.0, at: times)
        for (value, want) in zip(values, expected) {
            #expect(abs(value! - want) < 1e-6, "\(value!) vs \(want)")
        }
    }

    // test vectors T3 (SEMANTICS.md, "Test vectors"): interpolatingSpring(duration: 0.5, bounce: 0) is the critically damped closed form
    // (the `smooth` row of T2), removed at 0.8 s, logically complete at 0.5 s.
    @Test func t3DurationBounceForm() {
        let animation = Animation.interpolatingSpring(duration: 0.5, bounce: 0)
        let times = [0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]
        let expected = [0.131311, 0.357740, 0.715416, 0.890034, 0.960457, 0.986399, 0.995461]
        for (value, want) in zip(sampleAnimation(animation, interval: 1.0, at: times), expected) {
            #expect(abs(value! - want) < 1e-6)
        }
        #expect(removalTime(animation, interval: 1) == 0.8)
        #expect(removalTime(animation, interval: 100) == 0.8)
        #expect(logicalCompletionTime(animation, interval: 1) == 0.5)
    }

    // SEMANTICS.md, "Animations": logical completion at 2π/√k; removal at the settling time with ζ·ω₀ (SEMANTICS.md,
    // "Decisions"), at least 1 s.
    @Test func completionTimes() {
        let model = InterpolatingSpringAnimation(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        #expect(abs(model.logicalDuration - 2 * Double.pi / 10) < 1e-12)
        let coefficient = 5 / (10 * (0.75).squareRoot())
        let expected = -log(0.001 / (1 + coefficient)) / 5
        #expect(abs(model.removalDuration - expected) < 1e-12)
        #expect(abs(model.removalDuration - 1.47) < 0.01)  // SEMANTICS.md, "Animations": "1.47 s for ζ·ω₀"
        let animation = Animation(model)
        #expect(logicalCompletionTime(animation, interval: 1) == 38.0 / 60)
        #expect(removalTime(animation, interval: 1) == 89.0 / 60)
        // A stiff, strongly damped underdamped spring still runs for the 1 s minimum.
        let quick = InterpolatingSpringAnimation(mass: 1, stiffness: 10_000, damping: 190, initialVelocity: 0)
        #expect(quick.removalDuration == 1)
        // Without damping it never ends.
        #expect(InterpolatingSpringAnimation(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0).removalDuration == .infinity)
    }

    // SEMANTICS.md, "Animations": an overdamped interpolating spring is evaluated as critically damped at ω₀ ([O]).
    @Test func overdampedIsEvaluatedAsCritical() {
        let over = InterpolatingSpringAnimation(mass: 1, stiffness: 100, damping: 40, initialVelocity: 0)
        let critical = InterpolatingSpringAnimation(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)
        for t in [0.05, 0.2, 0.7] {
            #expect(over.sample(at: t) == critical.sample(at: t))
        }
    }

    // Initial velocity in fractions of the interval per second, and the reported velocity is the
    // derivative of the sample (checked by central differences).
    @Test func velocityIsTheDerivative() {
        for model in [InterpolatingSpringAnimation(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2),
                      InterpolatingSpringAnimation(mass: 1, stiffness: 100, damping: 30, initialVelocity: -1)] {
            #expect(abs(model.sampleVelocity(at: 0) - model.initialVelocity) < 1e-12)
            for t in [0.03, 0.2, 0.45] {
                let h = 1e-6
                let numeric = (model.sample(at: t + h) - model.sample(at: t - h)) / (2 * h)
                #expect(abs(model.sampleVelocity(at: t) - numeric) < 1e-6)
            }
            let context = AnimationContext<Double>()
            #expect(Animation(model).velocity(value: 3.0, time: 0.2, context: context) == 3 * model.sampleVelocity(at: 0.2))
        }
    }

    // SEMANTICS.md, "Animations" and "Interruptions (merge and combine)": never merges; interrupted, it is combined, so both springs' effects add up.
    @Test func combinesWhenInterrupted() {
        var context = AnimationContext<Double>()
        let spring = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        #expect(!spring.shouldMerge(previous: spring, value: 1.0, time: 0.1, context: &context))
        var animator = PropertyAnimator(initialValue: 0.0)
        animator.set(1, transaction: Transaction(animation: spring), at: 0)
        _ = animator.value(at: 0.1)
        animator.set(2, transaction: Transaction(animation: spring), at: 0.1)
        #expect(animator.currentAnimation?.as(CombinedAnimation.self)?.entries.count == 2)
        #expect(animator.takeEvents().map(\.kind) == [.started, .combined])
    }
}
