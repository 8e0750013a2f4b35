import Foundation

// The fluid-spring factories (SEMANTICS.md, "Animations"). Every one builds a
// `FluidSpringAnimation(response:dampingFraction:blendDuration:)`; the duration/bounce forms
// convert bounce b to the damping fraction ζ = b < 0 ? 1/(b + 1) : 1 − b [A][O].

extension Animation {
    /// The damping fraction for a bounce: 1/(b + 1) for b < 0 (overdamped), else 1 − b (SEMANTICS.md, "Springs").
    static func dampingFraction(bounce: Double) -> Double {
        bounce < 0 ? 1 / (bounce + 1) : 1 - bounce
    }

    /// A persistent spring with the default parameters: response 0.5 s, no bounce (ζ = 1), the
    /// same as `.smooth` (SEMANTICS.md, "Animations": the duration/bounce overload wins over the disfavoured
    /// response/dampingFraction one).
    public static var spring: Animation { spring() }

    /// A persistent spring of perceptual `duration` seconds and `bounce` (0 none, up to 1
    /// undamped, negative overdamped) [A]. It merges with the animation it interrupts, keeping
    /// position and velocity; `blendDuration` seconds blend a change of duration.
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
    ) -> Animation {
        spring(
            response: duration, dampingFraction: dampingFraction(bounce: bounce),
            blendDuration: blendDuration)
    }

    /// A persistent spring with `response` seconds (0 requests an infinitely stiff spring, here
    /// the stiffest, 45000 s⁻²) and `dampingFraction` ζ [A]. Disfavoured, so that a bare
    /// `spring()` picks the duration/bounce form as in SwiftUI (SEMANTICS.md, "Decisions").
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        Animation(
            FluidSpringAnimation(
                response: response, dampingFraction: dampingFraction,
                blendDuration: blendDuration))
    }


    /// A stiff spring for interactive changes with the default parameters: response 0.15 s,
    /// ζ = 0.85, blend 0.25 s (the duration/extraBounce form, SEMANTICS.md, "Animations").
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A stiff spring for interactive changes [A]: response 0.15 s, ζ 0.86, blend 0.25 s by
    /// default. Disfavoured like `spring(response:dampingFraction:blendDuration:)`.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A stiff spring for interactive changes [A]: `spring(duration: duration, bounce: 0.15 +
    /// extraBounce, blendDuration: blendDuration)`.
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// A spring with no bounce: `smooth(duration: 0.5, extraBounce: 0)` [A].
    public static var smooth: Animation { smooth() }

    /// `spring(duration: duration, bounce: extraBounce)` [A].
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a little bounce: `snappy(duration: 0.5, extraBounce: 0)` [A].
    public static var snappy: Animation { snappy() }

    /// `spring(duration: duration, bounce: 0.15 + extraBounce)` [A].
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with visible bounce: `bouncy(duration: 0.5, extraBounce: 0)` [A].
    public static var bouncy: Animation { bouncy() }

    /// `spring(duration: duration, bounce: 0.3 + extraBounce)` [A].
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// A persistent spring with the response and damping ratio of `spring` [A]; uses
    /// `spring.response` and `spring.dampingRatio` ([GUESS] in SEMANTICS.md, "Animations").
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation.spring(
            response: spring.response, dampingFraction: spring.dampingRatio,
            blendDuration: blendDuration)
    }
}
