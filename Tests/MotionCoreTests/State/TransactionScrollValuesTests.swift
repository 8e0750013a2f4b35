import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// The scroll and dismissal values a transaction carries: their defaults, and what is set is
/// read back.
@Suite struct TransactionScrollValuesTests {
    @Test func defaultsAndValuesSetAreReadBack() {
        var transaction = Transaction()
        #expect(transaction.dismissBehavior == .interactive && transaction.scrollContentOffsetAdjustmentBehavior == .automatic)
        #expect(!transaction.scrollPositionUpdatePreservesVelocity && transaction.scrollTargetAnchor == nil)
        transaction.dismissBehavior = .destructive
        transaction.scrollContentOffsetAdjustmentBehavior = .disabled
        transaction.scrollPositionUpdatePreservesVelocity = true
        transaction.scrollTargetAnchor = .bottom
        #expect(transaction.dismissBehavior == .destructive && transaction.scrollContentOffsetAdjustmentBehavior == .disabled)
        #expect(transaction.scrollPositionUpdatePreservesVelocity && transaction.scrollTargetAnchor == .bottom)
        // Other values are untouched.
        #expect(transaction.animation == nil && !transaction.disablesAnimations)
    }
}
