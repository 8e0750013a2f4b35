import Foundation

/// `animation.logicallyComplete(after: d)`: the base animation, reporting logical completion
/// once `d` seconds have passed (SEMANTICS.md, "Completion", [A], [O] `LogicalCompletionAnimation`).
///
/// It does not keep the animation running after the base has finished [A]; the animator then
/// reports logical completion together with the end if it had not happened yet.
struct LogicalCompletionAnimation: ModifierAnimation {
    /// The animation that runs.
    var base: Animation
    /// Seconds after the start at which the animation is logically complete.
    var duration: Double

    var parameters: Double { duration }
    func clockRate(at time: Double) -> Double { 1 }

    /// The base runs on the same clock.
    func baseTime(_ time: Double) -> Double { time }

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        let result = base.animate(value: value, time: time, context: &context)
        if time >= duration {
            context.isLogicallyComplete = true
        }
        return result
    }
}

extension LogicalCompletionAnimation: CustomStringConvertible {
    var description: String {
        "\(base).logicallyComplete(after: \(AnimationNumberFormat.string(duration)))"
    }
}

extension Animation {
    /// This animation, logically complete after `duration` seconds if it has not logically
    /// completed before [A].
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicalCompletionAnimation(base: self, duration: duration))
    }
}
