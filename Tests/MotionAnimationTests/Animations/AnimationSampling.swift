import Foundation
@testable import MotionAnimation

/// Evaluates `animation` over `interval` at increasing `times` with one context, as the
/// animator does frame by frame; `nil` entries are frames where it reported finished (the
/// animation is not evaluated after its first `nil`).
func sampleAnimation<V: VectorArithmetic>(
    _ animation: Animation, interval: V, at times: [Double]
) -> [V?] {
    var context = AnimationContext<V>()
    var finished = false
    return times.map { time in
        guard !finished else { return nil }
        let value = animation.animate(value: interval, time: time, context: &context)
        if value == nil { finished = true }
        return value
    }
}

/// Frame times k/fps for k in `frames`, each one division.
func frameTimes(_ frames: ClosedRange<Int>, fps: Double = 60) -> [Double] {
    frames.map { Double($0) / fps }
}

/// The time of the first frame (at `fps`) at which `animation` over `interval` returns `nil`,
/// searching up to `limit` frames.
func removalTime(_ animation: Animation, interval: Double, fps: Double = 60, limit: Int = 1200) -> Double? {
    var context = AnimationContext<Double>()
    for frame in 0...limit {
        let time = Double(frame) / fps
        if animation.animate(value: interval, time: time, context: &context) == nil {
            return time
        }
    }
    return nil
}

/// The time of the first frame at which `animation` reports logical completion.
func logicalCompletionTime(_ animation: Animation, interval: Double, fps: Double = 60, limit: Int = 1200) -> Double? {
    var context = AnimationContext<Double>()
    for frame in 0...limit {
        let time = Double(frame) / fps
        let value = animation.animate(value: interval, time: time, context: &context)
        if value == nil || context.isLogicallyComplete {
            return time
        }
    }
    return nil
}
