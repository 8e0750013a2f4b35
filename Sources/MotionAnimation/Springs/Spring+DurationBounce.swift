import Foundation

extension Spring {
    /// Creates a spring with a perceptual `duration` (seconds) and a `bounce` (0 = no bounce,
    /// towards 1 = more bounce, negative = overdamped) [A `init(duration:bounce:)`].
    ///
    /// Damping ratio from bounce (SEMANTICS.md, "Springs", [O]/[R]): ζ = 0 for b > 1, 1 − b for 0 < b ≤ 1, 1 for
    /// b = 0, 1/(1 + b) for −1 < b < 0, ∞ for b ≤ −1 (which makes the getters NaN, as SwiftUI).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce))
    }

    /// ζ for a bounce value (SEMANTICS.md, "Springs").
    static func dampingRatio(bounce: Double) -> Double {
        if bounce > 1 { return 0 }
        if bounce > 0 { return 1 - bounce }
        if bounce == 0 { return 1 }
        if bounce > -1 { return 1 / (1 + bounce) }
        return .infinity
    }

    /// The perceptual duration in seconds, which defines the pace of the spring [A]:
    /// τ / √(λ² + ω·|ω|) (SEMANTICS.md, "Springs"), i.e. τ/ω₀.
    public var duration: TimeInterval {
        Spring.tau / (decayConstant * decayConstant + angularFrequency * abs(angularFrequency)).squareRoot()
    }

    /// How bouncy the spring is [A]: 1 − λ/ω₀ with ω₀ = √(ω² + λ²) when ω ≥ 0; ω₀/λ − 1 with
    /// ω₀ = √(λ² − ω²) when overdamped (SEMANTICS.md, "Springs").
    public var bounce: Double {
        let ω = angularFrequency
        let λ = decayConstant
        if ω >= 0 { return 1 - λ / (ω * ω + λ * λ).squareRoot() }
        return (λ * λ - ω * ω).squareRoot() / λ - 1
    }
}
