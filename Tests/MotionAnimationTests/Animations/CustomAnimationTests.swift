import Foundation
import Testing
@testable import MotionAnimation

/// Apple's example from the `CustomAnimation` page, rewritten: an elastic ease-in-out.
private struct ElasticEaseInOut: CustomAnimation {
    let duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time > duration { return nil }
        let p = time / duration
        let s = sin((20 * p - 11.125) * (2 * Double.pi / 4.5))
        if p < 0.5 {
            return value.scaled(by: -(pow(2, 20 * p - 10) * s) / 2)
        }
        return value.scaled(by: (pow(2, -20 * p + 10) * s) / 2 + 1)
    }
}

/// Counts its frames in its state; logically complete after three.
private struct FrameCounter: CustomAnimation {
    struct Frames: AnimationStateKey {
        static var defaultValue: Int { 0 }
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[Frames.self] += 1
        if context.state[Frames.self] >= 3 { context.isLogicallyComplete = true }
        return context.state[Frames.self] >= 5 ? nil : value.scaled(by: Double(context.state[Frames.self]) / 5)
    }
}

@Suite struct CustomAnimationTests {
    // SEMANTICS.md, "Animations": a custom animation runs through Animation(_:) and the animator; the defaults report
    // no velocity and never merge.
    @Test func customAnimationRuns() {
        let animation = Animation(ElasticEaseInOut(duration: 1))
        var context = AnimationContext<Double>()
        #expect(abs(animation.animate(value: 10.0, time: 1, context: &context)! - 10) < 1e-3)
        #expect(animation.animate(value: 10.0, time: 1.01, context: &context) == nil)
        #expect(animation.velocity(value: 10.0, time: 0.5, context: context) == nil)
        #expect(!animation.shouldMerge(previous: .spring, value: 10.0, time: 0.5, context: &context))
        #expect(animation.description == "ElasticEaseInOut(duration: 1.0)")
        #expect(animation == Animation(ElasticEaseInOut(duration: 1)))
        #expect(animation != Animation(ElasticEaseInOut(duration: 2)))
        var animator = PropertyAnimator(initialValue: 0.0)
        animator.set(10, transaction: Transaction(animation: animation), at: 0)
        #expect(abs(animator.value(at: 0.5)! - 5) < 1e-9)
        #expect(animator.velocity(at: 0.5) == 0)
    }

    // AnimationState: typed storage with defaults; AnimationContext keeps state between frames.
    @Test func stateCarriesBetweenFrames() {
        var animator = PropertyAnimator(initialValue: 0.0)
        animator.set(1, transaction: Transaction(animation: Animation(FrameCounter())), at: 0)
        let values = (0...5).map { animator.value(at: Double($0) / 60)! }
        #expect(values == [0.2, 0.4, 0.6, 0.8, 1, 1])
        let events = animator.takeEvents()
        #expect(events.map(\.kind) == [.started, .logicallyComplete, .removed])
        #expect(events[1].time == 2.0 / 60 && events[2].time == 4.0 / 60)
        var state = AnimationState<Double>()
        #expect(state[FrameCounter.Frames.self] == 0)
        state[FrameCounter.Frames.self] = 7
        #expect(state[FrameCounter.Frames.self] == 7)
    }

    // [A]: isLogicallyComplete is set once; setting it back to false is ignored.
    @Test func logicalCompletionIsSticky() {
        var context = AnimationContext<Double>()
        #expect(!context.isLogicallyComplete)
        context.isLogicallyComplete = true
        context.isLogicallyComplete = false
        #expect(context.isLogicallyComplete)
        let other = context.withState(AnimationState<AnimatablePair<Double, Double>>())
        #expect(other.isLogicallyComplete)
    }
}
