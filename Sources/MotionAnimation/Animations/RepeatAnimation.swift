import Foundation

/// `repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)` (SEMANTICS.md, "Repeat, delay, speed", [A],
/// [O] `RepeatAnimation`).
///
/// Iteration i runs the base at t − (the frame time at which iteration i − 1 was seen to end).
/// With `autoreverses`, odd iterations are mirrored in value (interval − base), not in time. The
/// frame at which the base first returns `nil` shows the finished leg's end value and starts the
/// next leg's clock; after the last leg the animation ends, so an even count with autoreverse
/// ends on the start value and the animator then shows the model value. The count includes the
/// reverse legs, and 0 plays once like 1. It never reports logical completion itself.
struct RepeatAnimation: CustomAnimation {
    /// The animation that repeats.
    var base: Animation
    /// The number of legs, or `nil` for ever.
    var repeatCount: Int?
    /// Whether odd legs run backwards.
    var autoreverses: Bool

    /// Whether leg `index` is mirrored.
    func isReversed(_ index: Int) -> Bool { autoreverses && index % 2 == 1 }

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        var state = context.state[RepeatState<V>.self]
        var baseContext = AnimationContext<V>(state: state.baseState)
        let reversed = isReversed(state.index)
        if let offset = base.animate(value: value, time: time - state.legStart, context: &baseContext) {
            state.baseState = baseContext.state
            context.state[RepeatState<V>.self] = state
            return reversed ? value - offset : offset
        }
        state.baseState = AnimationState()
        state.index += 1
        state.legStart = time
        context.state[RepeatState<V>.self] = state
        if let count = repeatCount, state.index >= count {
            return nil
        }
        return reversed ? .zero : value
    }

    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        let state = context.state[RepeatState<V>.self]
        let baseContext = AnimationContext<V>(state: state.baseState)
        guard
            let velocity = base.velocity(
                value: value, time: time - state.legStart, context: baseContext)
        else { return nil }
        return isReversed(state.index) ? .zero - velocity : velocity
    }

    /// Merges only with an equal repetition whose base the base merges with (SEMANTICS.md, "Interruptions (merge and combine)"); the leg
    /// count and clock carry over.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard let previous = previous.as(RepeatAnimation.self),
            previous.repeatCount == repeatCount, previous.autoreverses == autoreverses
        else { return false }
        var state = context.state[RepeatState<V>.self]
        var baseContext = AnimationContext<V>(state: state.baseState)
        let merges = base.shouldMerge(
            previous: previous.base, value: value, time: time - state.legStart,
            context: &baseContext)
        state.baseState = baseContext.state
        context.state[RepeatState<V>.self] = state
        return merges
    }
}

/// What a repeating animation keeps between frames.
struct RepeatState<V: VectorArithmetic>: AnimationStateKey {
    /// The leg being played, from 0.
    var index = 0
    /// Elapsed seconds at which this leg began.
    var legStart: Double = 0
    /// The base animation's own state for this leg (reset at each leg).
    var baseState = AnimationState<V>()

    static var defaultValue: RepeatState<V> { RepeatState() }
}

extension RepeatAnimation: CustomStringConvertible {
    /// `….repeatCount(3, autoreverses: true)` or `….repeatForever(autoreverses: true)`.
    var description: String {
        if let count = repeatCount {
            return "\(base).repeatCount(\(count), autoreverses: \(autoreverses))"
        }
        return "\(base).repeatForever(autoreverses: \(autoreverses))"
    }
}

extension Animation {
    /// This animation played `repeatCount` times, every other time backwards if `autoreverses`
    /// [A]. The count includes the reverse legs.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// This animation repeated for as long as it is running [A]; it never ends or completes.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
    }
}
