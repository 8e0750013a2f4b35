import Foundation

// The closed forms of SEMANTICS.md, "Springs", written as linear combinations: for a spring that
// starts at 0 with velocity v₀ and travels to x₀ (the target),
//     value(t)    = x₀·a(t) + v₀·b(t)
//     velocity(t) = x₀·c(t) + v₀·d(t)
// with, for E = e^{−λt}:
//   underdamped (ω > 0):  a = 1 − E(cos ωt + (λ/ω) sin ωt)   b = E sin ωt / ω
//                         c = E sin ωt (ω² + λ²)/ω           d = E(cos ωt − (λ/ω) sin ωt)
//   critical (ω = 0):     a = 1 − E(1 + λt)                  b = E t
//                         c = E λ² t                         d = E(1 − λt)
//   overdamped (ω < 0), r₁ = −ω − λ, r₂ = ω − λ, E₁ = e^{r₁t}, E₂ = e^{r₂t}:
//                         a = 1 + ((λ − ω)E₁ + r₁E₂)/(2ω)    b = −(E₁ − E₂)/(2ω)
//                         c = (λ² − ω²)(E₂ − E₁)/(2ω)        d = −(r₁E₁ − r₂E₂)/(2ω)
// c and d are the exact derivatives of a and b. In the overdamped case this differs from
// [O]/[R], whose velocity adds a stray 1 to c (SEMANTICS.md, "Springs" and "Open questions"); our decision keeps the true
// derivative.

extension Spring {
    /// (a, b, c, d) at `time` seconds: value = target·a + v₀·b, velocity = target·c + v₀·d.
    /// Inlined callers that use only some of them let the optimiser drop the rest.
    @inlinable
    package func closedFormCoefficients(time t: Double) -> (a: Double, b: Double, c: Double, d: Double) {
        let ω = angularFrequency
        let λ = decayConstant
        if ω > 0 {
            let decay = exp(-λ * t)
            let sine = sin(ω * t)
            let cosine = cos(ω * t)
            return (1 - decay * (cosine + λ / ω * sine), decay * sine / ω,
                    decay * sine * (ω * ω + λ * λ) / ω, decay * (cosine - λ / ω * sine))
        }
        if ω == 0 {
            let decay = exp(-λ * t)
            return (1 - decay * (1 + λ * t), decay * t, decay * λ * λ * t, decay * (1 - λ * t))
        }
        let r1 = -ω - λ
        let r2 = ω - λ
        let e1 = exp(r1 * t)
        let e2 = exp(r2 * t)
        return (1 + ((λ - ω) * e1 + r1 * e2) / (2 * ω), -(e1 - e2) / (2 * ω),
                (λ * λ - ω * ω) * (e2 - e1) / (2 * ω), -(r1 * e1 - r2 * e2) / (2 * ω))
    }

    /// (a, b): value(t) = target·a + initialVelocity·b, t in seconds.
    @inlinable
    package func valueCoefficients(time t: Double) -> (target: Double, velocity: Double) {
        let coefficients = closedFormCoefficients(time: t)
        return (coefficients.a, coefficients.b)
    }

    /// (c, d): velocity(t) = target·c + initialVelocity·d, t in seconds.
    @inlinable
    package func velocityCoefficients(time t: Double) -> (target: Double, velocity: Double) {
        let coefficients = closedFormCoefficients(time: t)
        return (coefficients.c, coefficients.d)
    }
}
