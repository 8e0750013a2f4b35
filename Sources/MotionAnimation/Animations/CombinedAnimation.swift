import Foundation

/// The combining list for an interruption that does not merge (SEMANTICS.md, "Interruptions (merge and combine)", [O]
/// `DefaultCombiningAnimation`): every animation keeps running and each one blends from the
/// output of those before it toward its own cumulative target.
///
/// Entry j has animation A_j, begin time e_j (elapsed time of the whole list at which it was
/// added) and cumulative target V_j = V_(j−1) + its own change (kept in `CombinedState`). Each
/// frame: result = 0, then for each entry result += A_j(V_j − result, t − e_j); an entry that has
/// finished sets result = V_j from then on. The list ends when its last entry ends and is
/// logically complete when its last entry is. For timing curves this is
/// result_j = (1 − f_j)·result_(j−1) + f_j·V_j, continuous in position and velocity when f_j
/// starts at 0 with zero slope.
struct CombinedAnimation: CustomAnimation {
    /// One animation of the list.
    struct Entry: Hashable, Sendable {
        /// The animation.
        var animation: Animation
        /// The list's elapsed time at which it was added, in seconds.
        var beginTime: Double
    }

    /// The animations, oldest first.
    var entries: [Entry]

    /// Adds `animation`, begun at the list's elapsed `time` with its own change `delta`, to the
    /// list `running` (which becomes the first entry if it is not already a list). `context` and
    /// `interval` are the running animation's; the interval grows by `delta`.
    static func combine<V: VectorArithmetic>(
        running: Animation, context: inout AnimationContext<V>, interval: V,
        adding animation: Animation, at time: Double, delta: V
    ) -> Animation {
        if var list = running.as(CombinedAnimation.self) {
            var state = context.state[CombinedState<V>.self]
            state.parts.append(.init(target: interval + delta))
            context.state[CombinedState<V>.self] = state
            list.entries.append(Entry(animation: animation, beginTime: time))
            return Animation(list)
        }
        var first = CombinedState<V>.Part(target: interval)
        first.state = context.state
        first.isLogicallyComplete = context.isLogicallyComplete
        var state = AnimationState<V>()
        state[CombinedState<V>.self] = CombinedState(parts: [first, .init(target: interval + delta)])
        context = AnimationContext(state: state)
        return Animation(
            CombinedAnimation(entries: [
                Entry(animation: running, beginTime: 0), Entry(animation: animation, beginTime: time),
            ]))
    }

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        var state = context.state[CombinedState<V>.self]
        guard state.parts.count == entries.count, !entries.isEmpty else { return nil }
        var result = V.zero
        for index in entries.indices {
            let part = state.parts[index]
            guard let partState = part.state else {
                result = part.target
                continue
            }
            var partContext = AnimationContext<V>(
                state: partState, isLogicallyComplete: part.isLogicallyComplete)
            let offset = entries[index].animation.animate(
                value: part.target - result, time: time - entries[index].beginTime,
                context: &partContext)
            if let offset {
                result += offset
                state.parts[index].state = partContext.state
            } else {
                result = part.target
                state.parts[index].state = nil
            }
            state.parts[index].isLogicallyComplete = partContext.isLogicallyComplete
        }
        context.state[CombinedState<V>.self] = state
        guard let last = state.parts.last else { return nil }
        if last.isLogicallyComplete {
            context.isLogicallyComplete = true
        }
        return last.state == nil ? nil : result
    }

    /// The derivative of the blend: v_j = (1 − f_j)·v_(j−1) + A_j′, where f_j is the fraction
    /// of its remaining distance entry j has covered (the projection ⟨A_j, rem⟩/|rem|², exact for
    /// animations proportional to their interval such as timing curves and interpolating
    /// springs) and A_j′ its own reported velocity (zero if it reports none) [DERIVED].
    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        let state = context.state[CombinedState<V>.self]
        guard state.parts.count == entries.count, !entries.isEmpty else { return nil }
        var result = V.zero
        var velocity = V.zero
        for index in entries.indices {
            let part = state.parts[index]
            guard let partState = part.state else {
                result = part.target
                velocity = .zero
                continue
            }
            let remaining = part.target - result
            let elapsed = time - entries[index].beginTime
            var partContext = AnimationContext<V>(state: partState)
            let animation = entries[index].animation
            guard let offset = animation.animate(value: remaining, time: elapsed, context: &partContext)
            else {
                result = part.target
                velocity = .zero
                continue
            }
            let own = animation.velocity(value: remaining, time: elapsed, context: partContext) ?? .zero
            let fraction = Self.projection(of: offset, onto: remaining)
            velocity = velocity.scaled(by: 1 - fraction) + own
            result += offset
        }
        return velocity
    }

    /// ⟨a, b⟩/|b|², with the inner product from squared magnitudes:
    /// ⟨a, b⟩ = (|a + b|² − |a|² − |b|²)/2. Zero when b is zero.
    static func projection<V: VectorArithmetic>(of a: V, onto b: V) -> Double {
        let bb = b.magnitudeSquared
        guard bb > 0 else { return 0 }
        return ((a + b).magnitudeSquared - a.magnitudeSquared - bb) / 2 / bb
    }
}

/// What a combining list keeps between frames: per entry its cumulative target and its own
/// state (`nil` once it has finished).
struct CombinedState<V: VectorArithmetic>: AnimationStateKey {
    /// One entry's part of the state.
    struct Part {
        /// V_j, the cumulative target in delta space.
        var target: V
        /// The entry's own animation state; `nil` once it has finished.
        var state: AnimationState<V>? = AnimationState()
        /// Whether the entry has reported logical completion.
        var isLogicallyComplete = false

        init(target: V) {
            self.target = target
        }
    }

    /// The entries' parts, oldest first.
    var parts: [Part] = []

    static var defaultValue: CombinedState<V> { CombinedState() }
}

extension CombinedAnimation: CustomStringConvertible {
    /// `combined(easeInOut(duration: 1.0), easeInOut(duration: 1.0) at 0.5)`.
    var description: String {
        let parts = entries.map { entry in
            entry.beginTime == 0
                ? entry.animation.description
                : "\(entry.animation) at \(AnimationNumberFormat.string(entry.beginTime))"
        }
        return "combined(\(parts.joined(separator: ", ")))"
    }
}
