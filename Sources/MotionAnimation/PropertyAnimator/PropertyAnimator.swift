import Foundation

/// Drives one animatable value on a caller-supplied clock, without views: the engine of one
/// animated property (SEMANTICS.md, "Animator", "Completion", "Interruptions (merge and combine)").
///
/// ```swift
/// var x = PropertyAnimator(initialValue: 0.0)
/// x.set(100, transaction: Transaction(animation: .easeInOut), at: 0)
/// for frame in 0...30 { let t = Double(frame) / 60; print(x.value(at: t)!) }
/// ```
///
/// - The model value is the latest value set; the presented value is what `value(at:)` returns:
///   model − interval + animation(interval, t − begin) while an animation runs (SEMANTICS.md, "Animator").
/// - The first value ever seen is never animated, nor is a change whose transaction has no
///   animation (the running animation, if any, carries on and the presented value moves with
///   the model) or a change to an equal value. A change with no animation but
///   `tracksVelocity` shows the model value at once and samples its velocity (no events, no id);
///   a spring that follows starts with that velocity (SEMANTICS.md, "Interruptions (merge and combine)").
/// - An animated change while an animation runs merges (the new animation's `shouldMerge`) or
///   combines (SEMANTICS.md, "Interruptions (merge and combine)"); either way the presented value is continuous at the change.
/// - Times are virtual seconds chosen by the caller, non-decreasing; frame k of a display at
///   `fps` is at `Double(k) / fps`. `set` at time t makes t the change's begin time, so the frame
///   at t shows the start value (SEMANTICS.md, "Decisions": clock).
/// - Events (`started`, `merged`, `combined`, `logicallyComplete`, `removed`) are recorded at the
///   first frame where they hold; read them with `takeEvents()`. The animator also counts the
///   transaction's completion listeners; the runtime fires them (`AnimationCompletionListener`).
///
/// `set` first evaluates the running animation at the change's time, so a change at a frame
/// that the animation would end on starts afresh, and merges see the previous animation's state
/// at the instant of the change.
///
/// Callers in other modules (the view runtime) reach the generic code. Each public entry point
/// has specialised copies for the value types the runtime animates most (`@_specialize`: numbers,
/// points and sizes, frames, colours, and a `Canvas` operation's frame and colour together) and only forwards to an `@inline(never)` worker, so the
/// check that picks a specialised copy runs first; a generic body would ask the Swift runtime for
/// the metadata of its locals (`Run?`, `Value?`) on every call, which costs more than a frame of
/// a spring.
public struct PropertyAnimator<Value: VectorArithmetic> {
    /// The latest value set, or `nil` before the first.
    public private(set) var modelValue: Value?
    /// The running animation, if any.
    private var run: Run?
    /// Interrupted animations still watched for their changes' logical completion ([O]
    /// `AnimatorState.forkListeners`).
    private var forks: [Fork] = []
    /// Events not yet taken.
    private var pendingEvents: [AnimatorEvent] = []
    /// The id the next animated change gets.
    private var nextChange = 0

    /// An animator that has seen no value yet.
    public init() {}

    /// An animator whose first value is `initialValue` (not animated).
    public init(initialValue: Value) {
        modelValue = initialValue
    }

    /// Whether an animation (or velocity tracking) is running: while it is, the presented value
    /// may differ from the model value and `value(at:)` should be called every frame.
    public var isAnimating: Bool {
        @_specialize(exported: false, kind: full, where Value == Double)
        @_specialize(exported: false, kind: full, where Value == CGFloat)
        @_specialize(exported: false, kind: full, where Value == AnimatablePair<CGFloat, CGFloat>)
        @_specialize(exported: false, kind: full, where Value == CGRect.AnimatableData)
        @_specialize(exported: false, kind: full, where Value == Color.Resolved.AnimatableData)
        @_specialize(exported: false, kind: full, where Value == AnimatablePair<CGRect.AnimatableData, Color.Resolved.AnimatableData>)
        get { hasRun() }
    }

    /// `isAnimating` read in place: a caller that keeps the animator in a class's stored
    /// property reads it without copying the animator out first (a non-mutating getter from
    /// another module gets a copy, which retains everything the animator holds).
    package var isRunning: Bool {
        @_specialize(exported: false, kind: full, where Value == Double)
        @_specialize(exported: false, kind: full, where Value == CGFloat)
        @_specialize(exported: false, kind: full, where Value == AnimatablePair<CGFloat, CGFloat>)
        @_specialize(exported: false, kind: full, where Value == CGRect.AnimatableData)
        @_specialize(exported: false, kind: full, where Value == Color.Resolved.AnimatableData)
        @_specialize(exported: false, kind: full, where Value == AnimatablePair<CGRect.AnimatableData, Color.Resolved.AnimatableData>)
        mutating get { hasRun() }
    }

    /// `isAnimating`'s work.
    @inline(never)
    private func hasRun() -> Bool { run != nil }

    /// The animation running now (a combining list after a non-merging interruption).
    public var currentAnimation: Animation? { run?.animation }

    /// Sets the model value at `time` (seconds). Animates the change with the transaction's
    /// `animation` (after bringing a running animation to `time`); returns the change's id if it
    /// animates, for matching events.
    @_specialize(exported: false, kind: full, where Value == Double)
    @_specialize(exported: false, kind: full, where Value == CGFloat)
    @_specialize(exported: false, kind: full, where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(exported: false, kind: full, where Value == CGRect.AnimatableData)
    @_specialize(exported: false, kind: full, where Value == Color.Resolved.AnimatableData)
    @_specialize(exported: false, kind: full, where Value == AnimatablePair<CGRect.AnimatableData, Color.Resolved.AnimatableData>)
    @discardableResult
    public mutating func set(_ newValue: Value, transaction: Transaction, at time: Double) -> Int? {
        change(to: newValue, transaction: transaction, at: time)
    }

    /// `set(_:transaction:at:)`'s work.
    @inline(never)
    private mutating func change(to newValue: Value, transaction: Transaction, at time: Double) -> Int? {
        guard let oldValue = modelValue else {
            modelValue = newValue
            return nil
        }
        guard newValue != oldValue else { return nil }
        _ = value(at: time)
        modelValue = newValue
        guard let animation = transaction.effectiveAnimation else { return nil }
        let delta = newValue - oldValue
        // A change that only tracks velocity is not an animation: no id, no events, no listeners.
        var change: Change?
        if transaction.animation != nil {
            change = Change(
                id: nextChange, animation: animation, listeners: transaction.completionListeners)
            nextChange += 1
            for listener in transaction.completionListeners {
                listener.animationWasAdded()
            }
        }
        guard var running = run.take() else {
            run = Run(animation: animation, interval: delta, beginTime: time, change: change)
            if let change { record(.started, time: time, change: change) }
            return change?.id
        }
        let merged = retarget(&running, with: animation, delta: delta, at: time)
        if let change {
            // After velocity tracking alone, the first real animation is a start.
            let kind: AnimatorEvent.Kind =
                running.changes.isEmpty ? .started : (merged ? .merged : .combined)
            record(kind, time: time, change: change)
            running.changes.append(change)
        }
        running.logicalChange = change
        run = running
        return change?.id
    }

    /// Merges `animation` into `running` or combines it with it at `time` (SEMANTICS.md, "Interruptions (merge and combine)"), forking the
    /// running change's logical completion first; the interval grows by `delta`. Returns whether
    /// it merged.
    private mutating func retarget(
        _ running: inout Run, with animation: Animation, delta: Value, at time: Double
    ) -> Bool {
        let elapsed = time - running.beginTime
        if let logical = running.logicalChange {
            forks.append(
                Fork(
                    animation: running.animation, interval: running.interval,
                    beginTime: running.beginTime, context: running.context, change: logical))
        }
        var context = running.context
        let merges = animation.shouldMerge(
            previous: running.animation, value: running.interval, time: elapsed, context: &context)
        if merges {
            running.animation = animation
        } else {
            running.animation = CombinedAnimation.combine(
                running: running.animation, context: &context, interval: running.interval,
                adding: animation, at: elapsed, delta: delta)
        }
        context.resetLogicalCompletion()
        running.context = context
        running.interval += delta
        return merges
    }

    /// The presented value at `time` (seconds), advancing the running animation to that time
    /// and recording the completions that hold there; `nil` before any value was set.
    @_specialize(exported: false, kind: full, where Value == Double)
    @_specialize(exported: false, kind: full, where Value == CGFloat)
    @_specialize(exported: false, kind: full, where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(exported: false, kind: full, where Value == CGRect.AnimatableData)
    @_specialize(exported: false, kind: full, where Value == Color.Resolved.AnimatableData)
    @_specialize(exported: false, kind: full, where Value == AnimatablePair<CGRect.AnimatableData, Color.Resolved.AnimatableData>)
    public mutating func value(at time: Double) -> Value? {
        advance(to: time)
    }

    /// `value(at:)`, whether an animation still runs after it (`isAnimating`), and the events
    /// recorded since the last call (`takeEvents()`), in one call: a caller that samples every
    /// frame, records the events and asks whether it must sample the next frame enters the
    /// animator once.
    @_specialize(exported: false, kind: full, where Value == Double)
    @_specialize(exported: false, kind: full, where Value == CGFloat)
    @_specialize(exported: false, kind: full, where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(exported: false, kind: full, where Value == CGRect.AnimatableData)
    @_specialize(exported: false, kind: full, where Value == Color.Resolved.AnimatableData)
    @_specialize(exported: false, kind: full, where Value == AnimatablePair<CGRect.AnimatableData, Color.Resolved.AnimatableData>)
    package mutating func sample(at time: Double) -> (value: Value?, isAnimating: Bool, events: [AnimatorEvent]) {
        advanceAndTell(to: time)
    }

    /// `sample(at:)`'s work.
    @inline(never)
    private mutating func advanceAndTell(to time: Double) -> (value: Value?, isAnimating: Bool, events: [AnimatorEvent]) {
        let value = advance(to: time)
        return (value, run != nil, takePendingEvents())
    }

    /// `value(at:)`'s work.
    @inline(never)
    private mutating func advance(to time: Double) -> Value? {
        guard let model = modelValue else { return nil }
        updateForks(at: time)
        // Taken out while it runs, so that its state is uniquely referenced and not copied.
        guard var running = run.take() else { return model }
        let elapsed = time - running.beginTime
        guard
            let offset = running.animation.animate(
                value: running.interval, time: elapsed, context: &running.context)
        else {
            finish(running, at: time)
            return model
        }
        if running.context.isLogicallyComplete, let change = running.logicalChange {
            completeLogically(change, at: time)
            running.logicalChange = nil
        }
        running.offset = offset
        run = running
        return model - running.interval + offset
    }

    /// The presented velocity at `time` (units of the value per second): the running
    /// animation's velocity, zero when idle or when the animation reports none. Call it after
    /// `value(at:)` for the same frame: it reads the state that call left.
    @_specialize(exported: false, kind: full, where Value == Double)
    @_specialize(exported: false, kind: full, where Value == CGFloat)
    @_specialize(exported: false, kind: full, where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(exported: false, kind: full, where Value == CGRect.AnimatableData)
    @_specialize(exported: false, kind: full, where Value == Color.Resolved.AnimatableData)
    @_specialize(exported: false, kind: full, where Value == AnimatablePair<CGRect.AnimatableData, Color.Resolved.AnimatableData>)
    public func velocity(at time: Double) -> Value {
        runningVelocity(at: time)
    }

    /// `velocity(at:)`'s work.
    @inline(never)
    private func runningVelocity(at time: Double) -> Value {
        guard let running = run else { return .zero }
        return running.animation.velocity(
            value: running.interval, time: time - running.beginTime, context: running.context)
            ?? .zero
    }

    /// The events recorded since the last call, in order.
    @_specialize(exported: false, kind: full, where Value == Double)
    @_specialize(exported: false, kind: full, where Value == CGFloat)
    @_specialize(exported: false, kind: full, where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(exported: false, kind: full, where Value == CGRect.AnimatableData)
    @_specialize(exported: false, kind: full, where Value == Color.Resolved.AnimatableData)
    @_specialize(exported: false, kind: full, where Value == AnimatablePair<CGRect.AnimatableData, Color.Resolved.AnimatableData>)
    public mutating func takeEvents() -> [AnimatorEvent] {
        takePendingEvents()
    }

    /// `takeEvents()`'s work.
    @inline(never)
    private mutating func takePendingEvents() -> [AnimatorEvent] {
        defer { pendingEvents = [] }
        return pendingEvents
    }

    /// Ends the running animation at `time`: logical completion for its latest change and for
    /// every forked one that had not completed (SEMANTICS.md, "Completion": once its animation is removed, a change is
    /// logically complete), then removal for every change it carried.
    private mutating func finish(_ running: Run, at time: Double) {
        run = nil
        for fork in forks {
            completeLogically(fork.change, at: time)
        }
        forks = []
        if let change = running.logicalChange {
            completeLogically(change, at: time)
        }
        for change in running.changes {
            record(.removed, time: time, change: change)
            for listener in change.listeners where listener.criteria == .removed {
                listener.animationWasRemoved()
            }
        }
    }

    /// Records logical completion of `change` and tells its logical listeners.
    private mutating func completeLogically(_ change: Change, at time: Double) {
        record(.logicallyComplete, time: time, change: change)
        for listener in change.listeners where listener.criteria == .logicallyComplete {
            listener.animationWasRemoved()
        }
    }

    /// Evaluates each fork at `time`; a fork whose animation is logically complete or finished
    /// reports its change's logical completion and is dropped.
    private mutating func updateForks(at time: Double) {
        guard !forks.isEmpty else { return }
        var remaining: [Fork] = []
        for var fork in forks {
            let offset = fork.animation.animate(
                value: fork.interval, time: time - fork.beginTime, context: &fork.context)
            if offset == nil || fork.context.isLogicallyComplete {
                completeLogically(fork.change, at: time)
            } else {
                remaining.append(fork)
            }
        }
        forks = remaining
    }

    private mutating func record(_ kind: AnimatorEvent.Kind, time: Double, change: Change) {
        pendingEvents.append(
            AnimatorEvent(kind: kind, time: time, change: change.id, animation: change.animation))
    }
}

extension PropertyAnimator {
    /// One animated change: its id, animation and the transaction's completion listeners.
    struct Change {
        var id: Int
        var animation: Animation
        var listeners: [AnimationCompletionListener]
    }

    /// The running animation and what it owes its changes.
    struct Run {
        /// The animation (possibly merged into, or a combining list).
        var animation: Animation
        /// The whole interval in delta space: model value minus the value it started from.
        var interval: Value
        /// The time of the frame of the first change, in seconds.
        var beginTime: Double
        /// The animation's state.
        var context = AnimationContext<Value>()
        /// The last offset returned.
        var offset: Value = .zero
        /// The change whose logical completion this run still has to report.
        var logicalChange: Change?
        /// Every change this run carries, for removal.
        var changes: [Change]

        /// A run started by `change` (`nil` for velocity tracking).
        init(animation: Animation, interval: Value, beginTime: Double, change: Change?) {
            self.animation = animation
            self.interval = interval
            self.beginTime = beginTime
            self.logicalChange = change
            self.changes = change.map { [$0] } ?? []
        }
    }

    /// An interrupted animation, replayed on its own only to detect its change's logical
    /// completion.
    struct Fork {
        var animation: Animation
        var interval: Value
        var beginTime: Double
        var context: AnimationContext<Value>
        var change: Change
    }
}
