import Foundation

/// `Animation.default`: forwards everything to its base, a spring with response 0.55 s and
/// damping fraction 1.0 (SEMANTICS.md, "Decisions", after [A] for iOS 17 and later).
///
/// A separate type (as SwiftUI's `DefaultAnimation` [B]) so that it describes itself as
/// `default` and is distinct from an explicitly written spring.
struct DefaultAnimation: CustomAnimation {
    /// What `.default` animates with.
    static let baseAnimation = Animation.spring(response: 0.55, dampingFraction: 1.0)

    var base: Animation { Self.baseAnimation }

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}

extension DefaultAnimation: CustomStringConvertible {
    var description: String { "default" }
}

extension Animation {
    /// The animation SwiftUI uses when none is given: on iOS 17 and later
    /// `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0.0)` [A] (SEMANTICS.md, "Decisions";
    /// [O] and WWDC notes say 0.5 s, see SEMANTICS.md, "Open questions" (1)). Describes itself as `default`.
    public static let `default` = Animation(DefaultAnimation())
}
