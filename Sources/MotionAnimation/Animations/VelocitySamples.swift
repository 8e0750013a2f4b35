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
