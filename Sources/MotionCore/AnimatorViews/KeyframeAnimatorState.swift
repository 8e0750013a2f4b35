import MotionAnimation

/// The state of a keyframe animator node (SEMANTICS.md, "Keyframes").
final class KeyframeAnimatorState<Value> {
    /// The value shown last (a new run starts from it).
    var current: Value
    /// The running timeline, its start time, and whether it loops.
    var timeline: KeyframeTimeline<Value>?
    var start = 0.0
    var repeats = false
    /// The last trigger value (trigger form).
    var trigger: Any?
    /// The elapsed time of the last evaluation, for keyframe-boundary events (`nil`: none yet).
    var lastElapsed: Double?

    init(current: Value) {
        self.current = current
    }

    /// Starts `timeline` at `time`.
    func run(_ timeline: KeyframeTimeline<Value>, at time: Double, repeats: Bool) {
        self.timeline = timeline
        start = time
        self.repeats = repeats && timeline.duration > 0
        lastElapsed = nil
    }

    /// The time into the timeline at `elapsed` seconds since the start: a repeating timeline
    /// starts over at each whole multiple of its duration (loop boundaries are not tied to
    /// frames) [GUESS].
    func localTime(_ elapsed: Double) -> Double {
        guard repeats, let duration = timeline?.duration else { return elapsed }
        return elapsed - (elapsed / duration).rounded(.down) * duration
    }

    /// Whether the timeline still changes after `elapsed`: before its end, and at its end
    /// instant when that shows a cut-short spring's own position (the next frame shows the
    /// keyframe's value).
    func isRunning(at elapsed: Double) -> Bool {
        guard let timeline else { return false }
        return repeats || elapsed < timeline.duration
            || (elapsed == timeline.duration && timeline.changesAfterItsEnd)
    }

    /// The segment boundaries (timeline seconds) crossed since the last evaluation, in order:
    /// those after the last elapsed time and at or before this one, loop by loop.
    func boundariesCrossed(until elapsed: Double) -> [Double] {
        guard let timeline else { return [] }
        let boundaries = timeline.segmentBoundaryTimes
        defer { lastElapsed = elapsed }
        guard let previous = lastElapsed else {
            return boundaries.filter { $0 > 0 && $0 <= localTime(elapsed) && (repeats || $0 <= elapsed) }
        }
        guard repeats else { return boundaries.filter { $0 > previous && $0 <= elapsed } }
        let duration = timeline.duration
        let (previousLoop, loop) = ((previous / duration).rounded(.down), (elapsed / duration).rounded(.down))
        if previousLoop == loop {
            return boundaries.filter { $0 > localTime(previous) && $0 <= localTime(elapsed) }
        }
        return boundaries.filter { $0 > localTime(previous) } + boundaries.filter { $0 > 0 && $0 <= localTime(elapsed) }
    }
}

/// The view `KeyframeAnimator` and `.keyframeAnimator` walk: a transparent node whose content
/// is evaluated with the timeline's value at every frame while it runs (SEMANTICS.md, "Keyframes").
///
/// - `repeating: true` plays from when the view appears and loops; `repeating: false` shows
///   the initial value and never plays ([A]); turned back to `true`, it loops again from the
///   beginning, starting at that update's frame.
/// - The trigger form plays nothing until the trigger changes; each change starts a new
///   timeline from the value shown now (the keyframes closure receives it), replacing a running
///   one; at its end the last value stays.
/// - The content's modifiers change every frame without animation (a per-frame update with an
///   empty transaction). Keyframe-boundary events mark the segment ends.
struct KeyframeAnimatorView<Value>: View, BuiltinView {
    typealias Body = Never
    let initialValue: Value
    let repeating: Bool
    let triggerChanged: ((Any?) -> Bool)?
    let trigger: Any?
    let content: (Value) -> any View
    let timeline: (Value) -> KeyframeTimeline<Value>

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.node(for: Self.self, at: walk, visible: false, name: "KeyframeAnimator", typeName: "KeyframeAnimator")
        let isNew = node.animatorState == nil
        let state = (node.animatorState as? KeyframeAnimatorState<Value>) ?? KeyframeAnimatorState(current: initialValue)
        node.animatorState = state
        if let triggerChanged {
            if !isNew, triggerChanged(state.trigger) {
                // The running timeline is brought to this frame's time first: the new run starts
                // from the value it has now (SEMANTICS.md, "Decisions": clock: continuous at its own frame).
                if state.timeline != nil { advance(state, node: node, runtime: runtime) }
                state.run(timeline(state.current), at: runtime.time, repeats: false)
            }
        } else if !repeating {
            state.timeline = nil
            state.current = initialValue
        } else if state.timeline == nil {
            // At appear, and when `repeating` turns back on: loop from the beginning, starting
            // at this frame (the current value is the initial value here).
            state.run(timeline(state.current), at: runtime.time, repeats: true)
        }
        state.trigger = trigger
        node.rewalk = { [unowned runtime, unowned node] transaction in
            var context = context
            context.transaction = transaction
            self.evaluate(state, node: node, runtime: runtime, context)
        }
        evaluate(state, node: node, runtime: runtime, context)
    }

    private func evaluate(_ state: KeyframeAnimatorState<Value>, node: ViewNode, runtime: ViewRuntime, _ context: WalkContext) {
        advance(state, node: node, runtime: runtime)
        let shown = content(state.current)
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(shown, context)
        }
    }

    /// Brings the running timeline to the current time: boundary events, the current value,
    /// whether the node stays frame-driven.
    private func advance(_ state: KeyframeAnimatorState<Value>, node: ViewNode, runtime: ViewRuntime) {
        guard let timeline = state.timeline else {
            node.isFrameDriven = false
            return
        }
        let elapsed = runtime.time - state.start
        for boundary in state.boundariesCrossed(until: elapsed) {
            runtime.record(.keyframe, node: node, detail: describe(boundary))
        }
        state.current = timeline.value(time: state.localTime(elapsed))
        node.isFrameDriven = state.isRunning(at: elapsed)
    }
}
