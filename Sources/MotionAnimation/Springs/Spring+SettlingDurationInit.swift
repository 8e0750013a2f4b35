import Foundation

extension Spring {
    /// Creates a spring that settles to within `epsilon` in `settlingDuration` seconds with the
    /// given damping ratio [A `init(settlingDuration:dampingRatio:epsilon:)`].
    ///
    /// ζ is clamped to [ulpOfOne, 1] and T to [0.01, 10] s. Newton's method finds the natural
    /// frequency ω₀ at which the decay envelope reaches ε at T (SEMANTICS.md, "Springs", [O]):
    /// - ζ < 1: (ζ/√(1 − ζ²))·e^{−ζTω₀} = ε;
    /// - ζ = 1: e^{−Tω₀}(Tω₀ + 1) = ε.
    /// First from ω₀ = 5 with 12 iterations, then, if that fails, from 1 with 20. Then
    /// ω = ω₀√(1 − ζ²), λ = ζω₀, m = 1.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let ζ = min(max(dampingRatio, Spring.minimumSettlingDampingRatio), 1)
        let duration = min(max(settlingDuration, Spring.settlingDurationRange.lowerBound),
                           Spring.settlingDurationRange.upperBound)
        let naturalFrequency = Spring.settlingNaturalFrequency(
            duration: duration, dampingRatio: ζ, epsilon: epsilon)
        self.init(
            angularFrequency: naturalFrequency * (1 - ζ * ζ).squareRoot(),
            decayConstant: ζ * naturalFrequency, mass: 1)
    }

    /// Lower clamp of the damping ratio: `Double.ulpOfOne` [O], SEMANTICS.md, "Springs".
    static let minimumSettlingDampingRatio = Double.ulpOfOne
    /// Clamp of the settling duration, seconds [O], SEMANTICS.md, "Springs".
    static let settlingDurationRange = 0.01...10.0
    /// The two Newton attempts: (initial guess in rad/s, iterations) [O], SEMANTICS.md, "Springs".
    static let settlingNewtonAttempts: [(guess: Double, iterations: Int)] = [(5, 12), (1, 20)]
    /// A Newton result is accepted when |f(ω₀)| ≤ this multiple of ε [GUESS: the reference does
    /// not say how failure is detected; we also require ω₀ finite and positive].
    static let settlingResidualTolerance = 1e-6

    /// ω₀ solving the settling equation for (T, ζ, ε); if neither attempt succeeds, the last
    /// attempt's result is used as it is [GUESS].
    static func settlingNaturalFrequency(duration: Double, dampingRatio ζ: Double, epsilon: Double) -> Double {
        // f(ω₀) and f'(ω₀) of the settling equation.
        func residual(_ ω0: Double) -> (value: Double, slope: Double) {
            if ζ < 1 {
                let envelope = ζ / (1 - ζ * ζ).squareRoot() * exp(-ζ * duration * ω0)
                return (envelope - epsilon, -ζ * duration * envelope)
            }
            let decay = exp(-duration * ω0)
            return (decay * (duration * ω0 + 1) - epsilon, -duration * duration * ω0 * decay)
        }
        var result = Double.nan
        for attempt in settlingNewtonAttempts {
            var ω0 = attempt.guess
            for _ in 0..<attempt.iterations {
                let (value, slope) = residual(ω0)
                if slope == 0 { break }
                ω0 -= value / slope
            }
            result = ω0
            if ω0.isFinite && ω0 > 0 && abs(residual(ω0).value) <= settlingResidualTolerance * epsilon {
                return ω0
            }
        }
        return result
    }
}
