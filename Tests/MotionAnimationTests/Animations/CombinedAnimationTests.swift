import Foundation
import Testing
@testable import MotionAnimation

@Suite struct CombinedAnimationTests {
    // SEMANTICS.md, "Interruptions (merge and combine)": entry j blends from the output of the entries before it toward V_j; a finished entry
    // contributes V_j; the list ends with its last entry.
    @Test func blendFormula() {
        var animator = PropertyAnimator(initialValue: 0.0)
        animator.set(100, transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        _ = animator.value(at: 0.5)
        animator.set(300, transaction: Transaction(animation: .linear(duration: 2)), at: 0.5)
        // At 0.75: entry 0 at 75, entry 1 (f = 0.125) blends 75 → 300.
        #expect(abs(animator.value(at: 0.75)! - (75 + 0.125 * (300 - 75))) < 1e-9)
        // At 1.25 entry 0 has finished (100); entry 1 (f = 0.375) blends 100 → 300.
        #expect(abs(animator.value(at: 1.25)! - (100 + 0.375 * 200)) < 1e-9)
        #expect(animator.value(at: 2.5) == 300)
        #expect(animator.isAnimating)
        #expect(animator.value(at: 2.6) == 300)
        #expect(!animator.isAnimating)
    }

    // A third interruption extends the same list.
    @Test func listGrows() {
        var animator = PropertyAnimator(initialValue: 0.0)
        for (index, time) in [0.0, 0.2, 0.4].enumerated() {
            _ = animator.value(at: time)
            animator.set(Double(index + 1) * 10, transaction: Transaction(animation: .easeInOut(duration: 1)), at: time)
        }
        let list = animator.currentAnimation?.as(CombinedAnimation.self)
        #expect(list?.entries.map(\.beginTime) == [0, 0.2, 0.4])
        #expect(list?.description
            == "combined(easeInOut(duration: 1.0), easeInOut(duration: 1.0) at 0.2, easeInOut(duration: 1.0) at 0.4)")
        #expect(animator.value(at: 1.4) == 30)
    }

    // A spring interrupting a combined list merges with it, starting from its position and its
    // velocity (the blend's derivative).
    @Test func springMergesIntoAList() {
        var animator = PropertyAnimator(initialValue: 0.0)
        animator.set(100, transaction: Transaction(animation: .easeInOut(duration: 1)), at: 0)
        _ = animator.value(at: 0.5)
        animator.set(200, transaction: Transaction(animation: .easeInOut(duration: 1)), at: 0.5)
        let position = animator.value(at: 0.75)!
        let velocity = animator.velocity(at: 0.75)
        // The list's velocity is its slope.
        var probe = animator
        let ahead = probe.value(at: 0.75 + 1e-5)!
        #expect(abs((ahead - position) / 1e-5 - velocity) < 0.01 * velocity)
        animator.set(0, transaction: Transaction(animation: .smooth), at: 0.75)
        #expect(abs(animator.value(at: 0.75)! - position) < 1e-9)
        #expect(abs(animator.velocity(at: 0.75) - velocity) < 1e-9)
        #expect(animator.currentAnimation == .smooth)
    }

    // The projection used for the blend's velocity.
    @Test func projection() {
        #expect(CombinedAnimation.projection(of: 3.0, onto: 4.0) == 0.75)
        #expect(CombinedAnimation.projection(of: AnimatablePair(1.0, 1.0), onto: AnimatablePair(2.0, 0.0)) == 0.5)
        #expect(CombinedAnimation.projection(of: 1.0, onto: 0.0) == 0)
    }
}
