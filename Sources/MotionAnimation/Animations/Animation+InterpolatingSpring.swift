import Foundation

// The interpolating-spring factories (SEMANTICS.md, "Animations"): closed-form springs that are
// combined, not merged, when interrupted.

extension Animation {
    /// An interpolating spring with the default parameters: `interpolatingSpring(duration: 0.5,
    /// bounce: 0, initialVelocity: 0)` [A].
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// An interpolating spring of `mass`, `stiffness` and `damping`, starting with
    /// `initialVelocity` in fractions of the interval per second [A].
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        Animation(
            InterpolatingSpringAnimation(
                mass: mass, stiffness: stiffness, damping: damping,
                initialVelocity: initialVelocity))
    }

    /// An interpolating spring of perceptual `duration` and `bounce` [A]: m = 1,
    /// k = (2π/duration)² (∞ for duration ≤ 0), c = 2√k·ζ with ζ from the bounce (SEMANTICS.md, "Animations", [O]).
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        let stiffness: Double
        if duration > 0 {
            let frequency = 2 * Double.pi / duration
            stiffness = frequency * frequency
        } else {
            stiffness = .infinity
        }
        let damping = 2 * stiffness.squareRoot() * dampingFraction(bounce: bounce)
        return interpolatingSpring(
            stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// An interpolating spring with the mass, stiffness and damping of `spring` [A] ([GUESS] in
    /// SEMANTICS.md, "Animations").
    public static func interpolatingSpring(
        _ spring: Spring, initialVelocity: Double = 0.0
    ) -> Animation {
        interpolatingSpring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            initialVelocity: initialVelocity)
    }
}
