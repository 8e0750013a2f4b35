import Foundation

/// What a change with no animation but `Transaction.tracksVelocity` runs (SEMANTICS.md, "Animator",
/// SEMANTICS.md, "Interruptions (merge and combine)", [O] `VelocityTrackingAnimation`): it shows the model value at once (no lag) while it
/// samples the value's motion, so that a later spring merging into it starts with that velocity.
///
/// Samples are (interval, elapsed time), taken at the frames where the interval has changed since
/// the last sample; the last three are kept. The velocity is the mix of the last two
/// sample-to-sample slopes, v = v₃₂ + (v₂₁ − v₃₂)·0.75 (the older slope weighted 0.75, [GUESS] on
/// [O]'s `previousSampleWeight`), decayed by 0.998 per millisecond since the last sample. It
/// merges with every later change and ends 2 s after its last sample.
struct VelocityTrackingAnimation: CustomAnimation {
    /// The weight of the older slope in the mix. [O]
    static let previousSampleWeight: Double = 0.75
    /// The decay of the velocity per millisecond without samples. [O]
    static let decayPerMillisecond: Double = 0.998
    /// Seconds after the last sample at which tracking ends. [O]
    static let lifetime: Double = 2.0

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        var samples = context.state[VelocitySamples<V>.self]
        if samples.last?.value != value {
            samples.add(value, at: time)
            context.state[VelocitySamples<V>.self] = samples
        }
        guard let last = samples.last, time - last.time < Self.lifetime else { return nil }
        return value
    }

    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        let samples = context.state[VelocitySamples<V>.self]
        guard let last = samples.last else { return nil }
        let decay = pow(Self.decayPerMillisecond, max(0, time - last.time) * 1000)
        return samples.velocity(previousSampleWeight: Self.previousSampleWeight).scaled(by: decay)
    }

    /// Merges with whatever runs; it keeps sampling where the previous tracker stopped.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        true
    }
}

extension VelocityTrackingAnimation: CustomStringConvertible {
    var description: String { "velocityTracking" }
}
