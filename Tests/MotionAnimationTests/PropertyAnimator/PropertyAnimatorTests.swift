import Foundation
import Testing
@testable import MotionAnimation

private func animated(_ animation: Animation?) -> Transaction {
    Transaction(animation: animation)
}

/// Presented values of `animator` at the given times.
private func present(_ animator: inout PropertyAnimator<Double>, at times: [Double]) -> [Double] {
    times.map { animator.value(at: $0)! }
}

@Suite struct PropertyAnimatorTests {
    // SEMANTICS.md, "Animator": the first value ever seen is not animated.
    @Test func firstValueIsNotAnimated() {
        var animator = PropertyAnimator<Double>()
        #expect(animator.value(at: 0) == nil)
        #expect(animator.set(5, transaction: animated(.linear), at: 0) == nil)
        #expect(animator.value(at: 0.1) == 5)
        #expect(!animator.isAnimating)
        #expect(animator.takeEvents().isEmpty)
    }

    // SEMANTICS.md, "Animator": no animation in the transaction, no animation; an equal value changes nothing.
    @Test func changesWithoutAnimationJump() {
        var animator = PropertyAnimator(initialValue: 0.0)
        #expect(animator.set(10, transaction: Transaction(), at: 0) == nil)
        #expect(animator.value(at: 0) == 10)
        #expect(animator.set(10, transaction: animated(.linear), at: 0.1) == nil)
        #expect(!animator.isAnimating)
    }

    // `isRunning`, the view runtime's in-place read, answers as `isAnimating` does: from the
    // change until the frame that removes the animation.
    @Test func isRunningIsIsAnimating() {
        var animator = PropertyAnimator(initialValue: 0.0)
        var answers = [animator.isRunning]
        animator.set(1, transaction: animated(.linear(duration: 0.5)), at: 0)
        for frame in 0...40 {
            _ = animator.value(at: Double(frame) / 60)
            let running = animator.isRunning
            #expect(running == animator.isAnimating, "frame \(frame)")
            answers.append(running)
        }
        #expect(answers.removeFirst() == false)
        #expect(answers.first == true)
        #expect(answers.last == false)
    }

    // Decision table, "clock": the frame of the change shows the start value; elapsed is
    // measured from it; at elapsed == duration the end value; removed on the next frame.
    @Test func timingCurveFramesAndRemoval() {
        var animator = PropertyAnimator(initialValue: 0.0)
        let change = animator.set(100, transaction: animated(.easeInOut), at: 0)
        #expect(change == 0)
        let times = frameTimes(0...22)
        let values = present(&animator, at: times)
        // test vectors T1 (SEMANTICS.md, "Test vectors"): easeInOut (0.35 s) over 0→100 at 60 fps.
        let expected = [0, 0.4376, 1.7855, 4.0904, 7.3863, 11.6858, 16.9702, 23.1775, 30.1929, 37.8431,
                        45.9007, 54.0993, 62.1569, 69.8071, 76.8225, 83.0298, 88.3142, 92.6137, 95.9096,
                        98.2145, 99.5624, 100, 100]
        // The table is printed to 4 decimals from a solve to SwiftUI's 2⁻²⁰ tolerance, which the
        // curve layer reproduces; values are on the 2⁻²⁰ grid (×100 here).
        for (value, want) in zip(values, expected) {
            #expect(abs(value - want) < 1e-4, "\(value) vs \(want)")
        }
        #expect(values[21] == 100)
        let events = animator.takeEvents()
        #expect(events.map(\.kind) == [.started, .logicallyComplete, .removed])
        // 21/60 = 0.35 shows exactly 100 and is not finished; 22/60 is the first frame past it.
        #expect(events[1].time == 22.0 / 60 && events[2].time == 22.0 / 60)
        #expect(!animator.isAnimating)
    }

    // test vectors T5 (SEMANTICS.md, "Test vectors") (combine): easeInOut(1 s) 0→100 at 0, then at 0.5 easeInOut(1 s) to 200.
    @Test func t5CombineTimingCurves() {
        var animator = PropertyAnimator(initialValue: 0.0)
        animator.set(100, transaction: animated(.easeInOut(duration: 1)), at: 0)
        #expect(abs(animator.value(at: 0.4)! - 33.188) < 1e-3)
        #expect(abs(animator.value(at: 0.5)! - 50) < 1e-3)
        let before = animator.velocity(at: 0.5)
        animator.set(200, transaction: animated(.easeInOut(duration: 1)), at: 0.5)
        let atChange = animator.value(at: 0.5)!
        let after = animator.velocity(at: 0.5)
        #expect(abs(atChange - 50) < 1e-3)
        // 100 × easeInOut′(0.5) = 100/0.58 = 172.41/s on both sides (test vectors T5 (SEMANTICS.md, "Test vectors") prints 172.62, a
        // finite-difference estimate; the curve's derivative at 0.5 is 1/0.58, test vectors T1 (SEMANTICS.md, "Test vectors")).
        #expect(abs(before - 100 / 0.58) < 1e-3)
        #expect(abs(after - 100 / 0.58) < 1e-3)
        for (time, want) in [(0.6, 69.438), (0.75, 101.668), (1.0, 150.0), (1.25, 187.084), (1.5, 200.0)] {
            let value = animator.value(at: time)!
            #expect(abs(value - want) < 1e-3, "t = \(time): \(value) vs \(want)")
        }
        #expect(animator.isAnimating)
        #expect(animator.value(at: 1.6) == 200)
        #expect(!animator.isAnimating)
        let kinds = animator.takeEvents().map(\.kind)
        #expect(kinds == [.started, .combined, .logicallyComplete, .logicallyComplete, .removed, .removed])
    }

    // Decision table, "clock": elapsed is t − t_begin in floating point, so a curve begun at
    // frame 60 (1 s) is past its 0.35 s at frame 81, where (81/60) − 1 = 0.3500000000000001;
    // the value shown there is the model value, the same end value.
    @Test func elapsedIsAFloatingPointDifference() {
        var animator = PropertyAnimator(initialValue: 0.0)
        animator.set(100, transaction: animated(.easeInOut), at: 1)
        for frame in 60...81 { _ = animator.value(at: Double(frame) / 60) }
        let events = animator.takeEvents()
        #expect(events.last?.kind == .removed)
        #expect(events.last?.time == 81.0 / 60)
        #expect(animator.value(at: 81.0 / 60) == 100)
    }

    // Combine keeps position and velocity continuous for any interruption time (finite
    // differences on both sides of the change).
    @Test func timingCurveInterruptedByAnotherIsContinuous() {
        for changeFrame in [6, 15, 27, 40] {
            let changeTime = Double(changeFrame) / 60
            let step = 1e-4
            var probe = PropertyAnimator(initialValue: 0.0)
            probe.set(100, transaction: animated(.easeInOut(duration: 1)), at: 0)
            let left = probe.value(at: changeTime - step)!
            var animator = PropertyAnimator(initialValue: 0.0)
            animator.set(100, transaction: animated(.easeInOut(duration: 1)), at: 0)
            let at = animator.value(at: changeTime)!
            animator.set(-50, transaction: animated(.easeIn(duration: 0.6)), at: changeTime)
            #expect(animator.value(at: changeTime)! == at)
            let right = animator.value(at: changeTime + step)!
            let leftSlope = (at - left) / step
            let rightSlope = (right - at) / step
            #expect(abs(leftSlope - rightSlope) < 0.05 * max(1, abs(leftSlope)), "frame \(changeFrame)")
            // The animator's own velocity agrees with the slopes.
            var check = animator
            _ = check.value(at: changeTime + step)
            #expect(abs(check.velocity(at: changeTime + step) - rightSlope) < 0.05 * max(1, abs(rightSlope)))
        }
    }

    // test vectors T5 (SEMANTICS.md, "Test vectors") (merge): spring(response: 0.5, dampingFraction: 0.825) 0→100, retargeted to 200 at
    // 0.25 s, sampled at 60 fps.
    @Test func t5MergeSpring() {
        var animator = PropertyAnimator(initialValue: 0.0)
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
        animator.set(100, transaction: animated(spring), at: 0)
        let expected: [(Int, Double)] = [
            (3, 13.493), (6, 40.797), (9, 63.945), (12, 80.595), (15, 90.987), (18, 110.215),
            (21, 138.555), (24, 163.135), (27, 180.470), (30, 191.126), (33, 196.918), (36, 199.643),
            (39, 200.661), (42, 200.845), (48, 200.472), (60, 200.023),
        ]
        for frame in 0...60 {
            let time = Double(frame) / 60
            if frame == 15 {
                _ = animator.value(at: time)
                animator.set(200, transaction: animated(spring), at: time)
            }
            let value = animator.value(at: time)!
            if let want = expected.first(where: { $0.0 == frame })?.1 {
                #expect(abs(value - want) < 1e-3, "frame \(frame): \(value) vs \(want)")
            }
        }
        let events = animator.takeEvents()
        #expect(events.map(\.kind).prefix(2) == [.started, .merged])
    }

    // A spring retargets keeping its velocity: the velocity right after the merge is the
    // velocity right before it, and the presented value does not jump.
    @Test func springRetargetKeepsVelocity() {
        var animator = PropertyAnimator(initialValue: 0.0)
        animator.set(100, transaction: animated(.bouncy), at: 0)
        let time = 10.0 / 60
        let before = animator.value(at: time)!
        let velocityBefore = animator.velocity(at: time)
        animator.set(-100, transaction: animated(.bouncy), at: time)
        #expect(animator.value(at: time)! == before)
        #expect(animator.velocity(at: time) == velocityBefore)
        #expect(velocityBefore > 100)
        // It still moves up on the next frame, then turns back toward -100.
        #expect(animator.value(at: 11.0 / 60)! > before)
        var last = 0.0
        for frame in 12...200 { last = animator.value(at: Double(frame) / 60)! }
        #expect(last == -100)
    }

    // A spring interrupting an ease curve starts from the curve's position and velocity.
    @Test func springInterruptingCurveInheritsVelocity() {
        var animator = PropertyAnimator(initialValue: 0.0)
        animator.set(100, transaction: animated(.linear(duration: 1)), at: 0)
        _ = animator.value(at: 0.5)
        animator.set(200, transaction: animated(.smooth), at: 0.5)
        #expect(abs(animator.value(at: 0.5)! - 50) < 1e-9)
        #expect(abs(animator.velocity(at: 0.5) - 100) < 1e-9)
    }

    // Decision table, "completion": logical vs removal completion times of a spring.
    @Test func logicalBeforeRemoval() {
        var animator = PropertyAnimator(initialValue: 0.0)
        animator.set(100, transaction: animated(.spring(response: 0.5, dampingFraction: 0.825)), at: 0)
        for frame in 0...120 { _ = animator.value(at: Double(frame) / 60) }
        let events = animator.takeEvents()
        #expect(events.map(\.kind) == [.started, .logicallyComplete, .removed])
        #expect(events[1].time == 0.5)
        #expect(events[2].time == 59.0 / 60)
    }

    // SEMANTICS.md, "Completion": logical completion of a change ignores later interrupting animations (forks).
    @Test func interruptedChangeCompletesLogicallyOnItsOwnClock() {
        var animator = PropertyAnimator(initialValue: 0.0)
        let first = animator.set(100, transaction: animated(.spring(duration: 0.5)), at: 0)!
        for frame in 0...15 { _ = animator.value(at: Double(frame) / 60) }
        let second = animator.set(200, transaction: animated(.spring(duration: 0.5)), at: 0.25)!
        for frame in 15...150 { _ = animator.value(at: Double(frame) / 60) }
        let events = animator.takeEvents()
        let logical = events.filter { $0.kind == .logicallyComplete }
        #expect(logical.map(\.change) == [first, second])
        #expect(logical[0].time == 0.5)
        #expect(logical[1].time == 0.75)
        let removed = events.filter { $0.kind == .removed }
        #expect(removed.map(\.change) == [first, second])
        #expect(removed[0].time == removed[1].time)
    }

    // SEMANTICS.md, "Completion": a change merged away before it was logically complete completes logically, at the
    // latest, when the animation that carries it is removed.
    @Test func removalCompletesForkedChanges() {
        var animator = PropertyAnimator(initialValue: 0.0)
        // A 20 s curve, taken over by a quick spring (springs merge with anything).
        let first = animator.set(100, transaction: animated(.linear(duration: 20)), at: 0)!
        _ = animator.value(at: 0.25)
        let second = animator.set(200, transaction: animated(.spring(response: 0.2, dampingFraction: 1)), at: 0.25)!
        var frame = 15
        while animator.isAnimating && frame < 600 {
            frame += 1
            _ = animator.value(at: Double(frame) / 60)
        }
        let events = animator.takeEvents()
        let logical = events.filter { $0.kind == .logicallyComplete }
        let removed = events.filter { $0.kind == .removed }
        #expect(logical.map(\.change) == [second, first])
        #expect(logical[0].time == 0.45)
        #expect(removed.map(\.change) == [first, second])
        #expect(logical[1].time == removed[0].time)
        #expect(removed[0].time < 2)
    }

    // Completion listeners: counted per change, due at the frame where the criterion holds.
    @Test func completionListenersBecomeDue() {
        var transaction = Transaction(animation: .linear(duration: 0.5))
        var fired: [String] = []
        transaction.addAnimationCompletion { fired.append("logical") }
        transaction.addAnimationCompletion(criteria: .removed) { fired.append("removed") }
        var x = PropertyAnimator(initialValue: 0.0)
        var y = PropertyAnimator(initialValue: 0.0)
        x.set(1, transaction: transaction, at: 0)
        y.set(1, transaction: transaction.with(animation: .linear(duration: 1)), at: 0)
        for listener in transaction.completionListeners { listener.finalize() }
        var dueAt: [String: Double] = [:]
        for frame in 0...90 {
            let time = Double(frame) / 60
            _ = x.value(at: time)
            _ = y.value(at: time)
            for listener in transaction.completionListeners where listener.fireIfDue() {
                dueAt[listener.criteria == .removed ? "removed" : "logical"] = time
            }
        }
        #expect(fired == ["logical", "removed"])
        #expect(dueAt["logical"] == 61.0 / 60)
        #expect(dueAt["removed"] == 61.0 / 60)
    }

    // A transaction that creates no animation is due as soon as it is finalized.
    @Test func listenerWithoutAnimationsIsDueWhenFinalized() {
        var transaction = Transaction(animation: .linear)
        var count = 0
        transaction.addAnimationCompletion { count += 1 }
        let listener = transaction.completionListeners[0]
        #expect(!listener.isDue)
        listener.finalize()
        #expect(listener.fireIfDue())
        #expect(!listener.fireIfDue())
        #expect(count == 1)
    }

    // The animator works for any VectorArithmetic, here a pair.
    @Test func animatesPairs() {
        var animator = PropertyAnimator(initialValue: AnimatablePair(0.0, 10.0))
        animator.set(AnimatablePair(100.0, 20.0), transaction: animated(.linear(duration: 1)), at: 0)
        let middle = animator.value(at: 0.5)!
        #expect(abs(middle.first - 50) < 1e-5 && abs(middle.second - 15) < 1e-5)
        let velocity = animator.velocity(at: 0.5)
        #expect(abs(velocity.first - 100) < 1e-3 && abs(velocity.second - 10) < 1e-3)
        #expect(animator.value(at: 1.1)! == AnimatablePair(100.0, 20.0))
    }

    // A change without animation while animating moves the presented value with the model and
    // lets the animation run on (SEMANTICS.md, "Animator": presented = model − interval + offset).
    @Test func unanimatedChangeDuringAnimationShiftsIt() {
        var animator = PropertyAnimator(initialValue: 0.0)
        animator.set(100, transaction: animated(.linear(duration: 1)), at: 0)
        let before = animator.value(at: 0.5)!
        animator.set(150, transaction: Transaction(), at: 0.5)
        #expect(abs(animator.value(at: 0.5)! - (before + 50)) < 1e-9)
        #expect(animator.isAnimating)
        #expect(animator.value(at: 1.1) == 150)
    }
}

extension Transaction {
    /// A copy with another animation, sharing the listeners.
    fileprivate func with(animation: Animation) -> Transaction {
        var copy = self
        copy.animation = animation
        return copy
    }
}
