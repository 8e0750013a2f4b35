import Foundation
import Testing
@testable import MotionAnimation

@Suite struct AnimationModifierTests {
    // SEMANTICS.md, "Repeat, delay, speed": delay holds the start value, then runs the base on the shifted clock.
    @Test func delayShiftsTheClock() {
        let base = Animation.easeIn(duration: 1)
        let delayed = base.delay(0.5)
        let times = [0, 0.25, 0.5, 0.75, 1.0, 1.5]
        let values = sampleAnimation(delayed, interval: 1.0, at: times)
        #expect(values[0] == 0 && values[1] == 0 && values[2] == 0)
        #expect(values[3] == UnitCurve.easeIn.value(at: 0.25))
        #expect(values[5] == 1)
        #expect(sampleAnimation(delayed, interval: 1.0, at: [(1.5).nextUp])[0] == nil)
        let context = AnimationContext<Double>()
        #expect(Animation.linear(duration: 1).delay(1).velocity(value: 1.0, time: 0.5, context: context) == 0)
        #expect(Animation.linear(duration: 1).delay(1).velocity(value: 1.0, time: 1.5, context: context) == 1)
        // Logical completion of a delayed spring comes at delay + response.
        #expect(logicalCompletionTime(Animation.spring(response: 0.5, dampingFraction: 1).delay(0.25), interval: 1) == 0.75)
    }

    // SEMANTICS.md, "Repeat, delay, speed": speed multiplies the clock, and the velocity.
    @Test func speedScalesTheClock() {
        let fast = Animation.linear(duration: 1).speed(2)
        #expect(sampleAnimation(fast, interval: 1.0, at: [0.25, 0.5]) == [0.5, 1])
        #expect(sampleAnimation(fast, interval: 1.0, at: [(0.5).nextUp])[0] == nil)
        let context = AnimationContext<Double>()
        #expect(fast.velocity(value: 1.0, time: 0.25, context: context) == 2)
        #expect(removalTime(Animation.easeInOut(duration: 1).speed(0.5), interval: 1) == 121.0 / 60)
    }

    // SEMANTICS.md, "Repeat, delay, speed" and test vectors T5 (SEMANTICS.md, "Test vectors") (repeat): easeIn, repeatCount(2, autoreverses: true), quarter points. The
    // reverse leg mirrors the value (1 − easeIn), not time, and the last frame jumps to the model.
    @Test func repeatMirrorsAndEvenCountJumps() {
        let animation = Animation.easeIn(duration: 1).repeatCount(2, autoreverses: true)
        var animator = PropertyAnimator(initialValue: 0.0)
        animator.set(1, transaction: Transaction(animation: animation), at: 0)
        let times = (0...10).map { Double($0) / 4 }
        let values = times.map { animator.value(at: $0)! }
        let forward = [0, 0.0935, 0.3154, 0.6219, 1]
        let reverse = [1, 0.9065, 0.6846, 0.3781, 0]
        for (value, want) in zip(values[0...4], forward) { #expect(abs(value - want) < 1e-4) }
        // 1.25 s: the frame where the forward leg is first seen finished shows its end value and
        // starts the reverse leg's clock.
        #expect(values[5] == 1)
        for (value, want) in zip(values[5...9], reverse) { #expect(abs(value - want) < 1e-4) }
        // 2.5 s: the reverse leg ends, the animation is removed, the model value shows.
        #expect(values[10] == 1)
        #expect(!animator.isAnimating)
        let kinds = animator.takeEvents().map(\.kind)
        #expect(kinds == [.started, .logicallyComplete, .removed])
    }

    // SEMANTICS.md, "Repeat, delay, speed": odd counts end on the target; counts 0 and 1 play once; the count includes reverse legs.
    @Test func repeatCounts() {
        func legsEnd(_ animation: Animation) -> (Double?, [Double?]) {
            let times = (0...40).map { Double($0) / 4 }
            let values = sampleAnimation(animation, interval: 1.0, at: times)
            return (values.firstIndex(where: { $0 == nil }).map { times[$0] }, values)
        }
        let base = Animation.linear(duration: 1)
        #expect(legsEnd(base.repeatCount(0)).0 == 1.25)
        #expect(legsEnd(base.repeatCount(1)).0 == 1.25)
        let (end3, values3) = legsEnd(base.repeatCount(3, autoreverses: true))
        #expect(end3 == 3.75)
        #expect(values3[14] == 1)  // 3.5 s: the third (forward) leg at its end
        // Without autoreverse every leg runs forward, and the frame between legs shows the end.
        let (_, plain) = legsEnd(base.repeatCount(2, autoreverses: false))
        #expect(plain[5] == 1 && plain[6] == 0.25)
    }

    // SEMANTICS.md, "Repeat, delay, speed": repeatForever never ends and never reports logical completion.
    @Test func repeatForever() {
        let animation = Animation.easeInOut(duration: 0.5).repeatForever()
        #expect(removalTime(animation, interval: 1, limit: 3000) == nil)
        #expect(logicalCompletionTime(animation, interval: 1, limit: 3000) == nil)
    }

    // SEMANTICS.md, "Repeat, delay, speed": modifiers wrap the chain so far: a delay inside repeat delays every leg, outside only once.
    @Test func modifierOrder() {
        let base = Animation.linear(duration: 1)
        let everyLeg = base.delay(1).repeatCount(2, autoreverses: false)
        let once = base.repeatCount(2, autoreverses: false).delay(1)
        #expect(removalTime(everyLeg, interval: 1, fps: 4) == 4.5)
        #expect(removalTime(once, interval: 1, fps: 4) == 3.5)
    }

    // SEMANTICS.md, "Completion": logicallyComplete(after:) sets logical completion at the given time; a base that ends
    // earlier ends the animation (the animator then reports logical completion with it).
    @Test func logicallyCompleteAfter() {
        let animation = Animation.linear(duration: 5).logicallyComplete(after: 1)
        #expect(logicalCompletionTime(animation, interval: 1) == 1)
        #expect(removalTime(animation, interval: 1) == 301.0 / 60)
        var animator = PropertyAnimator(initialValue: 0.0)
        animator.set(1, transaction: Transaction(animation: .linear(duration: 0.5).logicallyComplete(after: 2)), at: 0)
        for frame in 0...40 { _ = animator.value(at: Double(frame) / 60) }
        let events = animator.takeEvents()
        #expect(events.map(\.kind) == [.started, .logicallyComplete, .removed])
        #expect(events[1].time == 31.0 / 60)
    }

    // SEMANTICS.md, "Interruptions (merge and combine)": a modifier merges only with the same modifier whose base merges.
    @Test func modifiersMergeOnlyWithTheirLike() {
        var context = AnimationContext<Double>()
        let spring = Animation.spring
        #expect(spring.delay(1).shouldMerge(previous: spring.delay(1), value: 1.0, time: 2, context: &context))
        #expect(!spring.delay(1).shouldMerge(previous: spring.delay(2), value: 1.0, time: 2, context: &context))
        #expect(!spring.delay(1).shouldMerge(previous: spring, value: 1.0, time: 2, context: &context))
        #expect(!Animation.easeIn.delay(1).shouldMerge(previous: .easeIn.delay(1), value: 1.0, time: 2, context: &context))
        #expect(spring.speed(2).shouldMerge(previous: spring.speed(2), value: 1.0, time: 2, context: &context))
        #expect(!spring.speed(2).shouldMerge(previous: spring.speed(3), value: 1.0, time: 2, context: &context))
        #expect(spring.logicallyComplete(after: 1).shouldMerge(
            previous: spring.logicallyComplete(after: 1), value: 1.0, time: 2, context: &context))
        #expect(spring.repeatCount(2).shouldMerge(previous: spring.repeatCount(2), value: 1.0, time: 2, context: &context))
        #expect(!spring.repeatCount(2).shouldMerge(previous: spring.repeatCount(3), value: 1.0, time: 2, context: &context))
        #expect(Animation.default.shouldMerge(previous: .easeIn, value: 1.0, time: 2, context: &context))
    }
}
