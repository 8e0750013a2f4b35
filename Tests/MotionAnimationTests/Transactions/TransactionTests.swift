import Testing
@testable import MotionAnimation

private struct SourceKey: TransactionKey {
    static let defaultValue = "none"
}

private struct CountKey: TransactionKey {
    static var defaultValue: Int { 0 }
}

@Suite struct TransactionTests {
    // [A]: the built-in properties and their defaults.
    @Test func properties() {
        var transaction = Transaction()
        #expect(transaction.animation == nil)
        #expect(!transaction.disablesAnimations && !transaction.isContinuous && !transaction.tracksVelocity)
        transaction.disablesAnimations = true
        transaction.isContinuous = true
        transaction.tracksVelocity = true
        #expect(transaction.disablesAnimations && transaction.isContinuous && transaction.tracksVelocity)
        #expect(Transaction(animation: .easeIn).animation == .easeIn)
        #expect(Transaction(animation: nil).animation == nil)
    }

    // [A]: custom keys with defaults.
    @Test func customKeys() {
        var transaction = Transaction()
        #expect(transaction[SourceKey.self] == "none")
        transaction[SourceKey.self] = "tap"
        transaction[CountKey.self] = 3
        #expect(transaction[SourceKey.self] == "tap" && transaction[CountKey.self] == 3)
    }

    // SEMANTICS.md, "Transactions": withAnimation is withTransaction(Transaction(animation:)); the default is .default.
    @Test func withAnimationSetsTheAnimation() {
        #expect(Transaction.current.animation == nil)
        let inside = withAnimation { Transaction.current.animation }
        #expect(inside == .default)
        #expect(withAnimation(.easeIn) { Transaction.current.animation } == .easeIn)
        #expect(withAnimation(nil) { Transaction.current.animation } == nil)
        #expect(Transaction.current.animation == nil)
    }

    // SEMANTICS.md, "Transactions": nested transactions layer; inner keys override outer ones only while the inner body
    // runs; an explicit nil animation overrides too.
    @Test func nestingLayers() {
        var outer = Transaction(animation: .easeIn)
        outer[SourceKey.self] = "outer"
        withTransaction(outer) {
            #expect(Transaction.current.animation == .easeIn)
            withAnimation(.bouncy) {
                #expect(Transaction.current.animation == .bouncy)
                #expect(Transaction.current[SourceKey.self] == "outer")
                withAnimation(nil) {
                    #expect(Transaction.current.animation == nil)
                }
                withTransaction(\.disablesAnimations, true) {
                    #expect(Transaction.current.disablesAnimations)
                    #expect(Transaction.current.animation == .bouncy)
                }
            }
            #expect(Transaction.current.animation == .easeIn)
            #expect(!Transaction.current.disablesAnimations)
            withTransaction(\.animation, .linear) {
                #expect(Transaction.current.animation == .linear)
            }
        }
        #expect(Transaction.current[SourceKey.self] == "none")
    }

    // SEMANTICS.md, "Transactions": disablesAnimations does not remove the transaction's animation; only isAnimated
    // reports it (implicit animations read it, the animator does not).
    @Test func disablesAnimationsKeepsTheAnimation() {
        withAnimation(.easeIn) {
            withTransaction(\.disablesAnimations, true) {
                let transaction = Transaction.current
                #expect(transaction.animation == .easeIn)
                #expect(!transaction.isAnimated)
                var animator = PropertyAnimator(initialValue: 0.0)
                #expect(animator.set(1, transaction: transaction, at: 0) != nil)
            }
        }
        #expect(Transaction(animation: .easeIn).isAnimated)
    }

    // withTransaction and withAnimation return the body's result and rethrow its errors.
    @Test func bodiesReturnAndThrow() throws {
        struct Failure: Error {}
        #expect(withTransaction(Transaction()) { 42 } == 42)
        #expect(throws: Failure.self) { try withAnimation { throw Failure() } }
        #expect(throws: Failure.self) {
            try withAnimation(.easeIn, completionCriteria: .removed, { throw Failure() }, completion: {})
        }
    }

    // SwiftUI's call shapes compile unchanged: trailing closures, with and without completion.
    @Test func swiftUICallShapes() {
        var scale = 1.0
        withAnimation { scale = 1.5 }
        withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) { scale = 1.2 }
        withAnimation(.bouncy) {
            scale = 2
        } completion: {
            scale = 3
        }
        withAnimation(.smooth, completionCriteria: .removed) {
            scale = 4
        } completion: {}
        withTransaction(Transaction(animation: .snappy)) { scale = 5 }
        withTransaction(\.isContinuous, true) { scale = 6 }
        #expect(scale == 6)
    }

    // [A]: completions are recorded on the transaction with their criteria; nested ones add up.
    @Test func completionsAreRecorded() {
        var fired: [String] = []
        withAnimation(.easeIn, { 
            withAnimation(.linear, completionCriteria: .removed, {
                let listeners = Transaction.current.completionListeners
                #expect(listeners.map(\.criteria) == [.logicallyComplete, .removed])
                for listener in listeners {
                    listener.finalize()
                    listener.fireIfDue()
                }
            }, completion: { fired.append("inner") })
        }, completion: { fired.append("outer") })
        #expect(fired == ["outer", "inner"])
        #expect(Transaction.current.completionListeners.isEmpty)
        #expect(AnimationCompletionCriteria.logicallyComplete != .removed)
    }
}
