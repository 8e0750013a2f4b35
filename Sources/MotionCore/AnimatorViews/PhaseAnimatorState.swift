import MotionAnimation

/// The state of a phase animator node (SEMANTICS.md, "Animators" and "Decisions", phase animator).
final class PhaseAnimatorState {
    /// The index of the phase shown.
    var index = 0
    /// Whether the animator loops forever (no trigger).
    let loops: Bool
    /// The last trigger value (trigger form).
    var trigger: Any?
    /// Whether a trigger-started cycle is running, and how many more were asked for meanwhile.
    var isCycling = false
    var queuedCycles = 0
    /// Moves to the next phase with its animation (set by the latest walk, which knows the
    /// phases and the animation closure).
    var advance: () -> Void = {}
    /// The frame of the last advance and how many advances it saw (at most one cycle per frame).
    var advanceFrame = -1
    var advancesInFrame = 0

    init(loops: Bool) {
        self.loops = loops
    }

    /// Whether the animator will change again without outside help.
    var keepsRunning: Bool { loops || isCycling }
}

/// The view both `PhaseAnimator` and `.phaseAnimator` walk: a transparent node that shows its
/// content for the current phase and advances phase by phase.
///
/// - Without a trigger it starts right after it appears by animating to the second phase and
///   loops forever; with one, each change of the trigger runs one full cycle and ends on the
///   first phase (SEMANTICS.md, "Decisions"; SEMANTICS.md, "Animators" records the disagreement).
/// - A phase change is a state change in a transaction with the animation the closure returns
///   for the phase being animated to, and a `.logicallyComplete` completion: the next phase
///   starts in the frame where that completion is first due, at that frame's time. A phase that
///   changes nothing completes at once (the next phase starts in the same frame).
struct PhaseAnimatorView<Phase: Equatable>: View, BuiltinView {
    typealias Body = Never
    let phases: [Phase]
    /// Compares the trigger with a stored one (`nil`: no trigger).
    let triggerChanged: ((Any?) -> Bool)?
    let trigger: Any?
    let content: (Phase) -> any View
    let animation: (Phase) -> Animation?

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.node(for: Self.self, at: walk, visible: false, name: "PhaseAnimator", typeName: "PhaseAnimator")
        guard !phases.isEmpty else {
            runtime.warn("a phase animator has no phases; it shows nothing", node: node)
            runtime.walkContent(of: node) { _ in }
            return
        }
        let isNew = node.animatorState == nil
        let state = (node.animatorState as? PhaseAnimatorState) ?? PhaseAnimatorState(loops: triggerChanged == nil)
        node.animatorState = state
        state.index = min(state.index, phases.count - 1)
        state.advance = { [unowned runtime, weak node, weak state] in
            guard let node, let state, node.isAlive else { return }
            self.advance(state, node: node, runtime: runtime)
        }
        if isNew {
            if state.loops { runtime.queue.postActions.append { state.advance() } }
        } else if let triggerChanged, triggerChanged(state.trigger) {
            if state.isCycling {
                state.queuedCycles += 1
            } else {
                state.isCycling = true
                runtime.queue.postActions.append { state.advance() }
            }
        }
        state.trigger = trigger
        let shown = content(phases[state.index])
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(shown, context)
        }
    }

    /// Changes to the next phase in a transaction with its animation; the phase after it follows
    /// once that animation is logically complete. Phases that complete at once (no change, or a
    /// `nil` animation) advance at most one cycle per frame; the rest waits for the next frame.
    private func advance(_ state: PhaseAnimatorState, node: ViewNode, runtime: ViewRuntime) {
        if state.advanceFrame != runtime.frame {
            state.advanceFrame = runtime.frame
            state.advancesInFrame = 0
        }
        guard state.advancesInFrame < phases.count else {
            let nextFrame = UInt64((Double(runtime.frame + 1) / Double(runtime.fps) * 1e9).rounded())
            runtime.timers.schedule(at: nextFrame, .deferred { [weak state] in state?.advance() })
            return
        }
        state.advancesInFrame += 1
        let next = (state.index + 1) % phases.count
        var transaction = Transaction(animation: animation(phases[next]))
        transaction.addAnimationCompletion(criteria: .logicallyComplete) { [weak state] in
            guard let state else { return }
            if state.loops || state.index != 0 {
                state.advance()
            } else if state.queuedCycles > 0 {
                state.queuedCycles -= 1
                state.advance()
            } else {
                state.isCycling = false
            }
        }
        if let listener = transaction.completionListeners.last {
            runtime.completions.internalListeners.insert(ObjectIdentifier(listener))
        }
        let phase = phases[next]
        withTransaction(transaction) {
            runtime.enqueueChange { [weak node] in
                state.index = next
                runtime.record(.phase, node: node, detail: String(describing: phase))
            }
        }
    }
}

/// Stores the trigger and answers whether a stored one differs.
func triggerComparison<T: Equatable>(_ trigger: T) -> (Any?) -> Bool {
    { stored in (stored as? T).map { $0 != trigger } ?? true }
}
