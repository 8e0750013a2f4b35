import Foundation

/// An animation that runs a base animation on a transformed clock: `delay`, `speed` and
/// `logicallyComplete(after:)` (SEMANTICS.md, "Completion").
///
/// The default implementations run the base at the transformed time, forward `velocity` at the transformed time (scaled by the
/// clock's rate) and merge only with the same modifier with equal parameters whose base the
/// base merges with (SEMANTICS.md, "Interruptions (merge and combine)").
protocol ModifierAnimation: CustomAnimation {
    /// What distinguishes two modifiers of this type besides their base.
    associatedtype Parameters: Equatable
    /// The animation that runs.
    var base: Animation { get }
    /// This modifier's parameters (the delay, the speed, …).
    var parameters: Parameters { get }
    /// The base's time for the modifier's elapsed `time`, in seconds.
    func baseTime(_ time: Double) -> Double
    /// d(baseTime)/dt at `time`: how much faster than real time the base runs (0 while a
    /// delay holds it at its start).
    func clockRate(at time: Double) -> Double
}

extension ModifierAnimation {
    /// The base at the transformed time.
    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        base.animate(value: value, time: baseTime(time), context: &context)
    }

    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        base.velocity(value: value, time: baseTime(time), context: context)?.scaled(by: clockRate(at: time))
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard let previous = previous.as(Self.self), previous.parameters == parameters else {
            return false
        }
        return base.shouldMerge(
            previous: previous.base, value: value, time: baseTime(time), context: &context)
    }
}
