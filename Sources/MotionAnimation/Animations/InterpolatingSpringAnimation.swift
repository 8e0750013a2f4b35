import Foundation

/// The runtime model behind `interpolatingSpring`: the closed-form damped spring of
/// SEMANTICS.md, "Animations" ([O] `SpringAnimation`/`SpringModel`), scaled by the interval.
///
/// It never merges, so an interrupting change is combined with it (SEMANTICS.md, "Interruptions (merge and combine)"), which "preserves
/// velocity across overlapping animations by adding the effects of each animation" [A].
struct InterpolatingSpringAnimation: CustomAnimation {
    /// m.
    var mass: Double
    /// k, in N/m (per unit mass: s⁻²).
    var stiffness: Double
    /// c, in N·s/m.
    var damping: Double
    /// v₀ as a fraction of the interval per second [A].
    var initialVelocity: Double

    /// ε of the removal time: the spring is removed once its envelope is within 0.001 of the
    /// interval. [O]
    static let settlingEpsilon: Double = 0.001
    /// Step of the settling scan for ζ ≥ 1, in seconds. [O]
    static let scanStep: Double = 0.1
    /// Steps of the settling scan. [O]
    static let scanSteps = 1024
    /// How long the scan must see the spring within ε before it accepts, in seconds. [O]
    static let scanHold: Double = 1.0
    /// The shortest removal time for ζ < 1, in seconds. [O]
    static let minimumUnderdampedDuration: Double = 1.0

    /// The natural frequency ω₀ = √(k/m), in rad/s.
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(mk)).
    var dampingRatio: Double { damping / ((mass * stiffness).squareRoot() * 2) }

    /// The unit response at `t` seconds (SEMANTICS.md, "Animations"): for ζ < 1,
    /// 1 − e^(−ζω₀t)[cos ω_d t + ((ζω₀ − v₀)/ω_d) sin ω_d t] with ω_d = ω₀√(1 − ζ²); for ζ ≥ 1
    /// (overdamped springs are evaluated as critically damped, as [O] does),
    /// 1 − (1 + (ω₀ − v₀)t)e^(−ω₀t).
    func sample(at t: Double) -> Double {
        let omega0 = naturalFrequency
        let zeta = dampingRatio
        if zeta >= 1 {
            return 1 - (1 + (omega0 - initialVelocity) * t) * exp(-omega0 * t)
        }
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let coefficient = (zeta * omega0 - initialVelocity) / omegaD
        return 1 - exp(-zeta * omega0 * t) * (cos(omegaD * t) + coefficient * sin(omegaD * t))
    }

    /// d/dt of `sample(at:)`, per second: for ζ < 1 e^(−ζω₀t)[v₀ cos ω_d t + (ζω₀A + ω_d) sin ω_d t]
    /// with A = (ζω₀ − v₀)/ω_d; for ζ ≥ 1 e^(−ω₀t)(ω₀(1 + Bt) − B) with B = ω₀ − v₀ [DERIVED].
    func sampleVelocity(at t: Double) -> Double {
        let omega0 = naturalFrequency
        let zeta = dampingRatio
        if zeta >= 1 {
            let b = omega0 - initialVelocity
            return exp(-omega0 * t) * (omega0 * (1 + b * t) - b)
        }
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let decay = zeta * omega0
        let coefficient = (decay - initialVelocity) / omegaD
        return exp(-decay * t)
            * (initialVelocity * cos(omegaD * t) + (decay * coefficient + omegaD) * sin(omegaD * t))
    }

    /// Seconds after which the animation is removed (SEMANTICS.md, "Animations"): ∞ without damping; for ζ < 1
    /// max(−ln(ε/(1 + |A|))/(ζω₀), 1) with A = (ζω₀ − v₀)/ω_d (ζ·ω₀ by SEMANTICS.md, "Decisions", not
    /// [O]'s ζ/ω₀); for ζ ≥ 1 the first 0.1 s grid time after which |1 − sample| stays below ε
    /// for more than a further second, 0 if none.
    var removalDuration: Double {
        let zeta = dampingRatio
        guard zeta != 0 else { return .infinity }
        let epsilon = Self.settlingEpsilon
        if zeta < 1 {
            let omega0 = naturalFrequency
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let coefficient = (zeta * omega0 - initialVelocity) / omegaD
            let envelope = -log(epsilon / (1 + abs(coefficient))) / (zeta * omega0)
            return max(envelope, Self.minimumUnderdampedDuration)
        }
        var settledSince: Double?
        for index in 0..<Self.scanSteps {
            // Grid times are index × step, never a running sum.
            let t = Double(index) * Self.scanStep
            let distance = abs(1 - sample(at: t))
            guard distance.isFinite else { return 0 }
            if distance < epsilon {
                if let start = settledSince {
                    if t - start > Self.scanHold { return start }
                } else {
                    settledSince = t
                }
            } else {
                settledSince = nil
            }
        }
        return settledSince ?? 0
    }

    /// Seconds of logical completion: 2π/√k, the undamped period for unit mass (mass ignored,
    /// as [O] does); 0 for an infinite stiffness.
    var logicalDuration: Double {
        stiffness.isFinite ? 2 * Double.pi / stiffness.squareRoot() : 0
    }

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        guard time < removalDuration else { return nil }
        let fraction = sample(at: time)
        guard fraction.isFinite else { return nil }
        if time >= logicalDuration {
            context.isLogicallyComplete = true
        }
        return value.scaled(by: fraction)
    }

    /// The interval times the derivative of the unit response. [O] reports none; MotionCore
    /// reports the true velocity so that a spring merging into this one inherits it.
    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        guard time < removalDuration else { return nil }
        return value.scaled(by: sampleVelocity(at: time))
    }
}

extension InterpolatingSpringAnimation: CustomStringConvertible {
    /// `interpolatingSpring(mass: 1.0, stiffness: 100.0, damping: 10.0, initialVelocity: 0.0)`.
    var description: String {
        "interpolatingSpring(mass: \(AnimationNumberFormat.string(mass)), "
            + "stiffness: \(AnimationNumberFormat.string(stiffness)), "
            + "damping: \(AnimationNumberFormat.string(damping)), "
            + "initialVelocity: \(AnimationNumberFormat.string(initialVelocity)))"
    }
}
