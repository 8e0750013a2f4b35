import Foundation

/// How a change to an animatable value is spread over time.
///
/// Same shape as SwiftUI's `Animation` [A]: a `Sendable`, `Hashable` box around a
/// `CustomAnimation`. The factories (`.easeInOut`, `.spring`, …) and modifiers (`.delay`,
/// `.repeatCount`, …) live in extensions, one file per family. Two animations are equal when
/// their boxed animations are of the same type and equal.
public struct Animation: Sendable, Hashable {
    /// The custom animation this animation runs [A `Animation.base`].
    public let base: any CustomAnimation

    /// An animation that runs `base` [A].
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    /// The offset at `time` seconds into the animation, or `nil` once it has finished.
    public func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// The velocity of the offset, in units of `value` per second, if the animation reports one.
    public func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over the state of `previous` when it interrupts it (SEMANTICS.md, "Interruptions (merge and combine)").
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// The boxed animation if it is of type `A`.
    func `as`<A: CustomAnimation>(_ type: A.Type) -> A? {
        base as? A
    }

    /// Whether both box equal animations of the same type.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the boxed animation.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }
}

extension Animation: CustomStringConvertible, CustomDebugStringConvertible {
    /// The animation as a SwiftUI author would write it, without the leading dot:
    /// `easeInOut(duration: 0.35)`, `spring(response: 0.5, dampingFraction: 0.825)`,
    /// `linear(duration: 1.0).delay(0.2)`. Numbers follow `AnimationNumberFormat`. A custom
    /// animation is described by `String(describing:)` of its value.
    public var description: String {
        String(describing: base)
    }

    /// The same as `description`.
    public var debugDescription: String { description }
}
