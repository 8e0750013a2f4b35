import Foundation

/// One track's keyframes laid out in time from a start value: the segments and their
/// interpolation, all in the value's animatable data (SEMANTICS.md, "Keyframes").
///
/// Timing rules (SEMANTICS.md, "Decisions"): segment i runs from the end of segment i − 1 for its
/// duration; a `MoveKeyframe` takes no time; a spring keyframe without a duration lasts its
/// spring's `settlingDuration`. A segment includes its end instant; after the last segment the
/// track holds its last keyframe's value.
///
/// Velocities (SEMANTICS.md, "Keyframes", [A], [B] objc.io's reconstruction), in data units per second:
/// - a segment's start velocity is its explicit start velocity, else the previous segment's end
///   velocity (0 for the first segment);
/// - end velocities: linear (to − from)/d (the timing curve is not applied, as in [B]); move 0;
///   spring its velocity at the end of its duration; cubic its explicit end velocity, else by
///   the next keyframe: linear (p₊ − to)/d₊; cubic its explicit start velocity, else the
///   Catmull-Rom chord (p₊ − from)/(d + d₊); spring its explicit start velocity, else 0;
///   move or none 0.
/// So adjacent cubic keyframes share the non-uniform Catmull-Rom tangent.
@usableFromInline
struct KeyframeCurve<Value: Animatable> {
    @usableFromInline typealias Data = Value.AnimatableData

    @usableFromInline
    enum Interpolation {
        case linear(UnitCurve)
        case cubic(startVelocity: Data, endVelocity: Data)
        case spring(Spring, initialVelocity: Data)
        case move
    }

    @usableFromInline
    struct Segment {
        /// Start and end, seconds from the start of the track.
        @usableFromInline let start: Double
        @usableFromInline let end: Double
        @usableFromInline let from: Data
        @usableFromInline let to: Data
        /// The keyframe's value (the template the interpolated data is written into).
        @usableFromInline let toValue: Value
        @usableFromInline let interpolation: Interpolation

        @inlinable
        init(start: Double, end: Double, from: Data, to: Data, toValue: Value, interpolation: Interpolation) {
            self.start = start
            self.end = end
            self.from = from
            self.to = to
            self.toValue = toValue
            self.interpolation = interpolation
        }
    }

    @usableFromInline let initialValue: Value
    @usableFromInline let segments: [Segment]

    /// The track's duration in seconds: the end of its last segment.
    @inlinable
    var duration: Double { segments.last?.end ?? 0 }

    /// The end time of every segment, in order (a move's is its own instant).
    @inlinable
    var boundaryTimes: [Double] { segments.map(\.end) }

    /// Whether the value just after `duration` differs from the one at `duration`: a spring
    /// keyframe cut short at the track's end shows its own position at that instant and its
    /// keyframe value afterwards (`showsOwnEndValue`).
    @inlinable
    var changesAfterItsEnd: Bool { segments.contains { $0.end == duration && $0.showsOwnEndValue } }

    @inlinable
    init(initialValue: Value, keyframes: [_ResolvedKeyframe<Value>]) {
        self.initialValue = initialValue
        var segments: [Segment] = []
        segments.reserveCapacity(keyframes.count)
        var from = initialValue.animatableData
        var incomingVelocity = Data.zero
        var time = 0.0
        for (index, keyframe) in keyframes.enumerated() {
            let duration = KeyframeCurve.duration(of: keyframe)
            let to = keyframe.value.animatableData
            let interpolation: Interpolation
            let endVelocity: Data
            switch keyframe.kind {
            case .linear(let curve):
                interpolation = .linear(curve)
                endVelocity = duration > 0 ? (to - from).scaled(by: 1 / duration) : .zero
            case .move:
                interpolation = .move
                endVelocity = .zero
            case .spring(let spring, let startVelocity):
                let initialVelocity = startVelocity ?? incomingVelocity
                interpolation = .spring(spring, initialVelocity: initialVelocity)
                endVelocity = spring.velocity(target: to - from, initialVelocity: initialVelocity, time: duration)
            case .cubic(let startVelocity, let explicitEnd):
                let next = index + 1 < keyframes.count ? keyframes[index + 1] : nil
                endVelocity = explicitEnd ?? KeyframeCurve.cubicEndVelocity(
                    from: from, to: to, duration: duration, next: next)
                interpolation = .cubic(startVelocity: startVelocity ?? incomingVelocity, endVelocity: endVelocity)
            }
            segments.append(Segment(
                start: time, end: time + duration, from: from, to: to, toValue: keyframe.value,
                interpolation: interpolation))
            time += duration
            from = to
            incomingVelocity = endVelocity
        }
        self.segments = segments
    }

    /// A keyframe's duration in seconds: 0 for a move, the settling duration for a spring
    /// without one, never negative.
    @inlinable
    static func duration(of keyframe: _ResolvedKeyframe<Value>) -> Double {
        if case .move = keyframe.kind { return 0 }
        if let duration = keyframe.duration { return max(duration, 0) }
        if case .spring(let spring, _) = keyframe.kind { return spring.settlingDuration }
        return 0
    }

    /// The end velocity of a cubic segment without an explicit one, from the next keyframe.
    @inlinable
    static func cubicEndVelocity(from: Data, to: Data, duration: Double, next: _ResolvedKeyframe<Value>?) -> Data {
        guard let next else { return .zero }
        let nextDuration = KeyframeCurve.duration(of: next)
        let nextValue = next.value.animatableData
        switch next.kind {
        case .linear:
            return nextDuration > 0 ? (nextValue - to).scaled(by: 1 / nextDuration) : .zero
        case .cubic(let startVelocity, _):
            if let startVelocity { return startVelocity }
            let span = duration + nextDuration
            return span > 0 ? (nextValue - from).scaled(by: 1 / span) : .zero
        case .spring(_, let startVelocity):
            return startVelocity ?? .zero
        case .move:
            return .zero
        }
    }

    /// The track's value at `time` seconds.
    @inlinable
    func value(at time: Double) -> Value {
        var current = initialValue
        for segment in segments {
            let ended = time > segment.end || (time == segment.end && !segment.showsOwnEndValue)
            if ended {
                current = segment.toValue
                continue
            }
            if time > segment.start || time == segment.end {
                var result = segment.toValue
                result.animatableData = segment.data(at: time - segment.start)
                return result
            }
            return current
        }
        return current
    }
}

extension KeyframeCurve.Segment {
    /// Whether the segment's value at its end instant comes from its own interpolation rather
    /// than its keyframe value: only a spring segment with a duration, whose spring may not
    /// have arrived (SEMANTICS.md, "Open questions" (11): we show the spring's position; the next segment starts from the
    /// keyframe's value [GUESS]).
    @inlinable
    var showsOwnEndValue: Bool {
        if case .spring = interpolation { return end > start }
        return false
    }

    /// The interpolated data `elapsed` seconds into the segment (0 < elapsed ≤ duration).
    @inlinable
    func data(at elapsed: Double) -> Value.AnimatableData {
        let duration = end - start
        switch interpolation {
        case .move:
            return to
        case .linear(let curve):
            return from + (to - from).scaled(by: curve.value(at: elapsed / duration))
        case .spring(let spring, let initialVelocity):
            return from + spring.value(target: to - from, initialVelocity: initialVelocity, time: elapsed)
        case .cubic(let startVelocity, let endVelocity):
            // Cubic Hermite basis on s = elapsed/duration; tangents scaled by the duration.
            let s = elapsed / duration
            let s2 = s * s
            let s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1
            let h10 = s3 - 2 * s2 + s
            let h01 = -2 * s3 + 3 * s2
            let h11 = s3 - s2
            return from.scaled(by: h00) + startVelocity.scaled(by: h10 * duration)
                + to.scaled(by: h01) + endVelocity.scaled(by: h11 * duration)
        }
    }
}
