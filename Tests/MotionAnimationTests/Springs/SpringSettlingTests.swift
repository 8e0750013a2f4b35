import Foundation
import Testing
@testable import MotionAnimation

@Suite struct SpringSettlingTests {
    @Test func t2SettlingDurations() {
        // test vectors T2 (SEMANTICS.md, "Test vectors") and "Springs" (0.1-s scan for ω ≤ 0).
        #expect(abs(Spring.smooth.settlingDuration - 0.8) < 1e-12)
        #expect(abs(Spring.snappy.settlingDuration - 0.8768) < 1e-4)
        #expect(abs(Spring.bouncy.settlingDuration - 1.0447) < 1e-4)
        #expect(abs(Spring(response: 0.5, dampingRatio: 0.825).settlingDuration - 0.9008) < 1e-4)
        #expect(abs(Spring(duration: 0.5, bounce: -0.2).settlingDuration - 1.2) < 1e-12)
    }

    @Test func underdampedClosedForm() {
        let spring = Spring.bouncy
        let λ = spring.decayConstant
        let expected = -log(0.01 / (abs(λ * 2 - 3) + 2)) / λ
        #expect(spring.settlingDuration(target: 2.0, initialVelocity: 3.0, epsilon: 0.01) == expected)
        // Vector targets use Euclidean lengths: |(3, 4)| = 5.
        let vector = spring.settlingDuration(target: AnimatablePair(3.0, 4.0), epsilon: 0.001)
        #expect(abs(vector - (-log(0.001 / (5 * λ + 5)) / λ)) < 1e-12)
        // Never negative.
        #expect(spring.settlingDuration(target: 0.0001, epsilon: 0.1) == 0)
    }

    @Test func scanFindsNothingForAnUnsettledTarget() {
        // A critically damped spring so slow that it is never within ε in 102.4 s of scanning.
        let slow = Spring(response: 1000, dampingRatio: 1)
        #expect(slow.settlingDuration(target: 1.0, epsilon: 0.001) == 0)
        // A zero target is settled from the start.
        #expect(Spring.smooth.settlingDuration(target: 0.0, epsilon: 0.001) == 0)
    }

    @Test(arguments: [(1.0, 0.5), (0.4, 0.2), (2.0, 0.9), (0.7, 1.0), (3.0, 1.0)])
    func settlingDurationInitialiserSolvesTheEnvelope(_ duration: Double, _ ratio: Double) {
        let spring = Spring(settlingDuration: duration, dampingRatio: ratio)
        let ω0 = (spring.decayConstant * spring.decayConstant
                  + spring.angularFrequency * abs(spring.angularFrequency)).squareRoot()
        #expect(abs(spring.dampingRatio - ratio) < 1e-12)
        let residual = ratio < 1
            ? ratio / (1 - ratio * ratio).squareRoot() * exp(-ratio * duration * ω0)
            : exp(-duration * ω0) * (duration * ω0 + 1)
        #expect(abs(residual - 0.001) < 1e-9)
    }

    @Test func settlingDurationInitialiserClamps() {
        #expect(Spring(settlingDuration: 50, dampingRatio: 0.5) == Spring(settlingDuration: 10, dampingRatio: 0.5))
        #expect(Spring(settlingDuration: 0.001, dampingRatio: 0.5) == Spring(settlingDuration: 0.01, dampingRatio: 0.5))
        #expect(Spring(settlingDuration: 1, dampingRatio: 3) == Spring(settlingDuration: 1, dampingRatio: 1))
        #expect(Spring(settlingDuration: 1, dampingRatio: 1).angularFrequency == 0)
    }

    @Test func vanishingDampingRatioHasNoSettlingSpring() {
        // ζ = 0 is clamped to ulpOfOne; (ζ/√(1 − ζ²))·e^{−ζTω₀} = ε then has no positive root,
        // both Newton attempts diverge, and the spring's parameters are NaN [GUESS, SEMANTICS.md].
        let spring = Spring(settlingDuration: 1, dampingRatio: 0)
        #expect(spring.duration.isNaN)
        // A small but workable ratio still solves its envelope equation.
        let slow = Spring(settlingDuration: 10, dampingRatio: 0.05)
        #expect(abs(slow.dampingRatio - 0.05) < 1e-12 && slow.duration.isFinite)
    }
}
