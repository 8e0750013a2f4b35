import Foundation
import Testing
@testable import MotionAnimation

/// The sample times of test vectors T4 (SEMANTICS.md, "Test vectors").
private let t4Times = [0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8]

private func expectSamples(
    _ animation: Animation, _ expected: [Double?], tolerance: Double = 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = sampleAnimation(animation, interval: 1.0, at: t4Times)
    for (index, (value, want)) in zip(actual, expected).enumerated() {
        if let want {
            guard let value else {
                Issue.record("t = \(t4Times[index]): finished, expected \(want)", sourceLocation: sourceLocation)
                continue
            }
            #expect(abs(value - want) < tolerance, "t = \(t4Times[index]): \(value) vs \(want)", sourceLocation: sourceLocation)
        } else {
            #expect(value == nil, "t = \(t4Times[index]): \(String(describing: value)) vs nil", sourceLocation: sourceLocation)
        }
    }
}

@Suite struct FluidSpringAnimationTests {
    // test vectors T4 (SEMANTICS.md, "Test vectors"): the integrator over the unit interval.
    @Test func t4ResponseHalfDampingPoint825() {
        expectSamples(
            .spring(response: 0.5, dampingFraction: 0.825),
            [0.134933, 0.407970, 0.805948, 0.964494, 1.005053, 1.006794, 1.002976, nil])
    }

    @Test func t4SmoothEqualsBareSpring() {
        let expected = [0.127702, 0.370762, 0.721278, 0.886455, 0.957431, 0.984469, 0.994417, 0.999317]
        expectSamples(.smooth, expected)
        expectSamples(.spring, expected)
        expectSamples(.spring(), expected)
    }

    @Test func t4SnappyAndBouncy() {
        expectSamples(.snappy, [0.133863, 0.402265, 0.792594, 0.952490, 0.998433, 1.004350, 1.002474, nil])
        expectSamples(.bouncy, [0.140482, 0.438695, 0.880468, 1.029657, 1.036009, 1.013297, 1.000821, nil])
    }

    @Test func t4DocumentedDefault() {
        expectSamples(.default, [0.109132, 0.328388, 0.672355, 0.853062, 0.939237, 0.975601, 0.990366, 0.998582])
    }

    // test vectors T4 (SEMANTICS.md, "Test vectors"): the first 12 frames at 60 fps.
    @Test func t4SixtyFramesPerSecond() {
        let expected = [0.016331, 0.065193, 0.134933, 0.216613, 0.321084, 0.407970, 0.491241, 0.568816,
                        0.639455, 0.702557, 0.757989, 0.805948]
        let actual = sampleAnimation(
            .spring(response: 0.5, dampingFraction: 0.825), interval: 1.0, at: frameTimes(1...12))
        for (value, want) in zip(actual, expected) {
            #expect(abs(value! - want) < 1e-6, "\(value!) vs \(want)")
        }
    }

    // SEMANTICS.md, "Animations": the clock is a floating-point sum of 1/300 s steps; asking for 0.1 s ends at 0.10333 s.
    @Test func integratorClockOvershootsByOneStep() {
        var context = AnimationContext<Double>()
        _ = Animation.spring.animate(value: 1.0, time: 0.1, context: &context)
        let clock = context.state[FluidSpringState<Double>.self].time
        #expect(abs(clock - 31.0 / 300) < 1e-12)
    }

    // test vectors T4b (SEMANTICS.md, "Test vectors"): removal depends on the size of the change (absolute thresholds).
    @Test func stopThresholdsDependOnTheSizeOfTheChange() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
        #expect(removalTime(spring, interval: 1) == 32.0 / 60)
        #expect(removalTime(spring, interval: 100) == 59.0 / 60)
        #expect(removalTime(spring, interval: 128) == 59.0 / 60)
        #expect(removalTime(.smooth, interval: 1) == 50.0 / 60)
        #expect(removalTime(.smooth, interval: 100) == 76.0 / 60)
        #expect(removalTime(.smooth, interval: 128) == 78.0 / 60)
        #expect(removalTime(.bouncy, interval: 1) == 46.0 / 60)
        #expect(removalTime(.bouncy, interval: 100) == 68.0 / 60)
    }

    // SEMANTICS.md, "Animations": both thresholds must hold; checked on the state at the removal frame.
    @Test func stopsOnlyWhenSlowWeakAndClose() {
        let spring = FluidSpringAnimation(response: 0.5, dampingFraction: 0.825, blendDuration: 0)
        var context = AnimationContext<Double>()
        var frame = 0
        while spring.animate(value: 100.0, time: Double(frame) / 60, context: &context) != nil {
            let state = context.state[FluidSpringState<Double>.self]
            let resting = FluidSpringAnimation.isResting(state, target: 100.0)
            #expect(!resting)
            frame += 1
        }
        let state = context.state[FluidSpringState<Double>.self]
        #expect(abs(state.velocity) <= 0.06)
        #expect(abs(state.force) <= 0.06)
        #expect(abs(100 - state.offset) <= 1)
        // A zero interval is at rest at once.
        var idle = AnimationContext<Double>()
        #expect(spring.animate(value: 0.0, time: 0, context: &idle) == nil)
    }

    // SEMANTICS.md, "Animatable math": the thresholds apply to the sum over every component of the data: a pair moving
    // both components by d stops when a scalar moving by d·√2 does, and a zero component
    // changes nothing.
    @Test func thresholdsUseEveryComponent() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
        func pairRemoval(_ pair: AnimatablePair<Double, Double>) -> Double? {
            var context = AnimationContext<AnimatablePair<Double, Double>>()
            for frame in 0...600 {
                let time = Double(frame) / 60
                if spring.animate(value: pair, time: time, context: &context) == nil { return time }
            }
            return nil
        }
        for size in [1.0, 3.0, 100.0] {
            #expect(pairRemoval(AnimatablePair(size, 0)) == removalTime(spring, interval: size))
            #expect(pairRemoval(AnimatablePair(size, size)) == removalTime(spring, interval: size * 2.0.squareRoot()))
        }
        #expect(removalTime(spring, interval: 1)! < removalTime(spring, interval: 3)!)
    }

    // SEMANTICS.md, "Animatable math": the thresholds see the animatable data, so a rotation (radians × 128) settles
    // later than the same number of radians animated as a plain Double.
    @Test func thresholdsSeeUnitScaledData() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
        let quarterTurn = Angle(degrees: 90).animatableData
        #expect(abs(quarterTurn - Double.pi / 2 * 128) < 1e-9)
        #expect(removalTime(spring, interval: quarterTurn)! > removalTime(spring, interval: Double.pi / 2)!)
    }

    // SEMANTICS.md, "Animations": logically complete at the response, whatever the size of the change.
    @Test func logicallyCompleteAtTheResponse() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
        #expect(logicalCompletionTime(spring, interval: 1) == 30.0 / 60)
        #expect(logicalCompletionTime(spring, interval: 100) == 30.0 / 60)
        #expect(logicalCompletionTime(.bouncy(duration: 0.8), interval: 100) == 48.0 / 60)
    }

    // Decision table: a response ≤ 0 is the stiffest spring, not [O]'s stiffness 1.
    @Test func zeroResponseIsStiffest() {
        #expect(FluidSpringAnimation.stiffness(response: 0) == 45_000)
        #expect(FluidSpringAnimation.stiffness(response: -1) == 45_000)
        #expect(FluidSpringAnimation.stiffness(response: 0.01) == 45_000)
        #expect(abs(FluidSpringAnimation.stiffness(response: 0.5) - pow(4 * Double.pi, 2)) < 1e-9)
        // It reaches the target within a few frames.
        let removal = removalTime(.spring(response: 0, dampingFraction: 1), interval: 1)!
        #expect(removal < 0.2)
    }

    // SEMANTICS.md, "Animations": the catch-up guard integrates only the last 1/60 s after a gap of over a second.
    @Test func catchUpGuardSkipsLongGaps() {
        var context = AnimationContext<Double>()
        let spring = Animation.spring
        _ = spring.animate(value: 1.0, time: 0.0, context: &context)
        _ = spring.animate(value: 1.0, time: 5.0, context: &context)
        let state = context.state[FluidSpringState<Double>.self]
        #expect(state.time >= 5.0 && state.time < 5.0 + 1.0 / 300 + 1e-9)
        // Five steps from rest move it only a little.
        #expect(state.offset > 0 && state.offset < 0.1)
    }

    // SEMANTICS.md, "Animations" and "Decisions": the blend progress is clamped to [0, 1].
    @Test func blendProgressIsClamped() {
        let spring = FluidSpringAnimation(response: 0.5, dampingFraction: 1, blendDuration: 0.2)
        var state = FluidSpringState<Double>()
        state.blendInterval = 0.3
        state.blendStart = 1.0
        #expect(spring.effectiveResponse(at: 0.5, state: state) == 0.8)
        #expect(spring.effectiveResponse(at: 1.0, state: state) == 0.8)
        #expect(abs(spring.effectiveResponse(at: 1.1, state: state) - 0.65) < 1e-12)
        #expect(spring.effectiveResponse(at: 1.2, state: state) == 0.5)
        #expect(spring.effectiveResponse(at: 9.0, state: state) == 0.5)
        let unblended = FluidSpringAnimation(response: 0.5, dampingFraction: 1, blendDuration: 0)
        #expect(unblended.effectiveResponse(at: 1.1, state: state) == 0.5)
    }

    // SEMANTICS.md, "Animations": a merge takes position, velocity and force and restarts the logical clock; a merge
    // from another response sets up the blend.
    @Test func mergeTakesPreviousStateAndBlends() {
        let previous = Animation.spring(response: 0.5, dampingFraction: 0.825)
        var context = AnimationContext<Double>()
        _ = previous.animate(value: 100.0, time: 0.2, context: &context)
        let before = context.state[FluidSpringState<Double>.self]
        let next = Animation.spring(response: 0.3, dampingFraction: 0.825, blendDuration: 0.5)
        #expect(next.shouldMerge(previous: previous, value: 100.0, time: 0.25, context: &context))
        let after = context.state[FluidSpringState<Double>.self]
        var reference = AnimationContext<Double>()
        reference.state[FluidSpringState<Double>.self] = before
        let position = previous.animate(value: 100.0, time: 0.25, context: &reference)!
        let advanced = reference.state[FluidSpringState<Double>.self]
        #expect(after.offset == position)
        #expect(after.velocity == advanced.velocity)
        #expect(after.force == advanced.force)
        #expect(after.startTime == 0.25 && after.time == 0.25)
        #expect(abs(after.blendInterval - 0.2) < 1e-12)
        #expect(after.blendStart == 0.25)
    }

    // Against the closed form of the spring ODE (critically damped, x(t) = 1 − e^(−ωt)(1 + ωt)):
    // the integrator lags it only by the start-up of a zero initial force (about half a step,
    // below 0.005 of the travel at the fastest point).
    @Test func agreesWithClosedFormWithinStepError() {
        let omega = 2 * Double.pi / 0.5
        for frame in 1...60 {
            // Ask for exact multiples of the step so only the integration error remains.
            let time = Double(frame * 5) / 300
            var context = AnimationContext<Double>()
            let value = Animation.smooth.animate(value: 1.0, time: time, context: &context) ?? 1
            let clock = context.state[FluidSpringState<Double>.self].time
            let exact = 1 - exp(-omega * clock) * (1 + omega * clock)
            #expect(abs(value - exact) < 5e-3, "t = \(time)")
        }
    }
}
