/// A completion callback registered on a transaction, counting the animators it waits for.
///
/// The animator calls `animationWasAdded()` when a change of the transaction starts (or joins)
/// an animation and `animationWasRemoved()` when that animation meets the listener's criteria;
/// when the count returns to zero the listener is due. The runtime calls `finalize()` after it
/// has applied the transaction's changes (a transaction that created no animation is due
/// then: [A] "immediately after body") and `fireIfDue()` after each frame's values are
/// computed (SEMANTICS.md, "Decisions": completion), which runs the callback exactly once.
///
/// `@unchecked Sendable`: the callback is not `Sendable` (SwiftUI's is not either); the engine
/// touches listeners on one thread only.
package final class AnimationCompletionListener: @unchecked Sendable {
    /// When the callback runs.
    package let criteria: AnimationCompletionCriteria
    private let completion: () -> Void
    /// Animations added and not yet complete.
    package private(set) var pendingAnimations = 0
    /// Whether some animation was ever added.
    package private(set) var hasAnimations = false
    /// Whether the transaction's changes have all been applied.
    package private(set) var isFinalized = false
    /// Whether the callback has run.
    package private(set) var hasFired = false

    package init(criteria: AnimationCompletionCriteria, _ completion: @escaping () -> Void) {
        self.criteria = criteria
        self.completion = completion
    }

    /// An animation now counts against this listener.
    package func animationWasAdded() {
        pendingAnimations += 1
        hasAnimations = true
    }

    /// One counted animation met the criteria.
    package func animationWasRemoved() {
        pendingAnimations = max(0, pendingAnimations - 1)
    }

    /// The transaction's changes have been applied; no more animations will be added.
    package func finalize() {
        isFinalized = true
    }

    /// Whether the callback should run now: nothing pending, and either some animation has
    /// completed or the transaction is finalized.
    package var isDue: Bool {
        !hasFired && pendingAnimations == 0 && (hasAnimations || isFinalized)
    }

    /// Runs the callback if it is due; returns whether it ran.
    @discardableResult
    package func fireIfDue() -> Bool {
        guard isDue else { return false }
        hasFired = true
        completion()
        return true
    }
}
