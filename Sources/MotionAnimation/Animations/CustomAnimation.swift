import Foundation

/// A type that defines how an animatable value changes over time.
///
/// Same shape as SwiftUI's `CustomAnimation` [A]. Animations work in delta space
/// (SEMANTICS.md, "Animator"): `value` is the whole interval to travel (new model value minus
/// old), `time` is the elapsed time in seconds since the animation began, and the result runs
/// from about zero to about `value`. Returning `nil` means the animation has finished and may be
/// removed [A].
@preconcurrency
public protocol CustomAnimation: Hashable, Sendable {
    /// The animated offset at `time` seconds after the start, or `nil` once finished.
    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V?

    /// The velocity of the animated offset, in units of `value` per second, or `nil` if the
    /// animation does not report one. The default implementation returns `nil` [A].
    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V?

    /// Whether this animation takes over the state of `previous` when it interrupts it.
    ///
    /// `value` is the previous animation's interval and `time` its elapsed time. Returning
    /// `true` makes this animation continue from the previous one's state (merge); `false`
    /// makes both run and be combined (SEMANTICS.md, "Interruptions (merge and combine)"). The default returns `false` [A].
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// Reports no velocity [A].
    public func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        nil
    }

    /// Never merges: an interrupting animation of this type is combined with the running one [A].
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}
