import Foundation

/// What a change with no animation but `Transaction.tracksVelocity` runs (ENGINE-REFERENCE §0.2,
/// §4.4, [O] `VelocityTrackingAnimation`): it shows the model value at once (no lag) while it
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

/// The last three samples of a tracked value, oldest first.
struct VelocitySamples<V: VectorArithmetic>: AnimationStateKey {
    /// One sample: the interval in delta space at an elapsed time in seconds.
    struct Sample {
        var value: V
        var time: Double
    }

    /// At most three samples, oldest first.
    private(set) var samples: [Sample] = []

    static var defaultValue: VelocitySamples<V> { VelocitySamples() }

    /// The newest sample.
    var last: Sample? { samples.last }

    /// Adds a sample; one at the time of the newest replaces it.
    mutating func add(_ value: V, at time: Double) {
        if let last = samples.last, time <= last.time {
            samples[samples.count - 1] = Sample(value: value, time: last.time)
            return
        }
        samples.append(Sample(value: value, time: time))
        if samples.count > 3 { samples.removeFirst() }
    }

    /// Units per second: zero with fewer than two samples, the slope of the last two with two,
    /// and v₃₂ + (v₂₁ − v₃₂)·weight with three.
    func velocity(previousSampleWeight weight: Double) -> V {
        func slope(_ a: Sample, _ b: Sample) -> V {
            (b.value - a.value).scaled(by: 1 / (b.time - a.time))
        }
        switch samples.count {
        case 2:
            return slope(samples[0], samples[1])
        case 3:
            let older = slope(samples[0], samples[1])
            let newer = slope(samples[1], samples[2])
            return newer + (older - newer).scaled(by: weight)
        default:
            return .zero
        }
    }
}

extension VelocityTrackingAnimation: CustomStringConvertible {
    var description: String { "velocityTracking" }
}

extension Transaction {
    /// The animation a change in this transaction gets: `animation`, or velocity tracking if
    /// there is none and `tracksVelocity` is on (§0.2, [O] `effectiveAnimation`).
    var effectiveAnimation: Animation? {
        animation ?? (tracksVelocity ? Animation(VelocityTrackingAnimation()) : nil)
    }
}
