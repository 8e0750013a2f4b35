import Foundation
import Testing
@testable import MotionAnimation

private var tracking: Transaction {
    var transaction = Transaction()
    transaction.tracksVelocity = true
    return transaction
}

@Suite struct VelocityTrackingTests {
    // SEMANTICS.md, "Animator": the effective animation is the transaction's, else velocity tracking if asked for.
    @Test func effectiveAnimation() {
        #expect(Transaction().effectiveAnimation == nil)
        #expect(tracking.effectiveAnimation == Animation(VelocityTrackingAnimation()))
        var both = tracking
        both.animation = .easeIn
        #expect(both.effectiveAnimation == .easeIn)
    }

    // SEMANTICS.md, "Interruptions (merge and combine)": tracked changes show the model value at once, create no events, and a spring that
    // follows starts with the tracked velocity (decayed by 0.998 per ms since the last sample).
    @Test func springAfterDragInheritsVelocity() {
        var animator = PropertyAnimator(initialValue: 0.0)
        for frame in 1...10 {
            let time = Double(frame) / 60
            #expect(animator.set(Double(frame) * 10, transaction: tracking, at: time) == nil)
            #expect(animator.value(at: time) == Double(frame) * 10)
        }
        #expect(animator.isAnimating)
        #expect(animator.takeEvents().isEmpty)
        let release = 11.0 / 60
        let change = animator.set(200, transaction: Transaction(animation: .smooth), at: release)
        #expect(change == 0)
        #expect(animator.value(at: release) == 100)
        let expected = 600 * pow(0.998, 1000.0 / 60)
        #expect(abs(animator.velocity(at: release) - expected) < 1e-6)
        #expect(animator.takeEvents().map(\.kind) == [.started])
        // It keeps moving faster than a spring from rest would.
        var fromRest = PropertyAnimator(initialValue: 100.0)
        fromRest.set(200, transaction: Transaction(animation: .smooth), at: release)
        let next = 12.0 / 60
        #expect(animator.value(at: next)! > fromRest.value(at: next)! + 5)
    }

    // SEMANTICS.md, "Interruptions (merge and combine)": tracking ends 2 s after the last sample.
    @Test func trackingEndsTwoSecondsAfterTheLastSample() {
        var animator = PropertyAnimator(initialValue: 0.0)
        animator.set(5, transaction: tracking, at: 0)
        _ = animator.value(at: 0)
        _ = animator.value(at: 1.99)
        #expect(animator.isAnimating)
        _ = animator.value(at: 2.0)
        #expect(!animator.isAnimating)
    }

    // The mix of the last two slopes, older weighted 0.75; fewer than two samples give zero.
    @Test func sampleMix() {
        var samples = VelocitySamples<Double>()
        #expect(samples.velocity(previousSampleWeight: 0.75) == 0)
        samples.add(0, at: 0)
        samples.add(1, at: 0.5)
        #expect(samples.velocity(previousSampleWeight: 0.75) == 2)
        samples.add(5, at: 1)
        #expect(samples.velocity(previousSampleWeight: 0.75) == 8 + (2 - 8) * 0.75)
        samples.add(6, at: 1)
        #expect(samples.last?.value == 6 && samples.last?.time == 1)
        samples.add(7, at: 2)
        #expect(samples.samples.count == 3 && samples.samples[0].value == 1)
    }
}
