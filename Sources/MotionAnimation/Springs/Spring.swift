import Foundation

/// A representation of a spring's motion [A `Spring`, iOS 17].
///
/// Stored as SwiftUI stores it (SEMANTICS.md, "Springs", [O]/[R] `Spring/Respring`):
/// - `angularFrequency` ω: the damped angular frequency in radians per second; positive when
///   underdamped, 0 when critically damped, negative when overdamped (then |ω| is the
///   overdamped β, and the motion's rates are −λ ± β);
/// - `decayConstant` λ = ζ·ω₀, per second;
/// - `mass` m.
///
/// Times are in seconds; values are in the units of the animated quantity, velocities in units
/// per second.
@frozen
public struct Spring: Hashable, Sendable {
    /// ω, radians per second (sign encodes the damping regime, see the type's documentation).
    @usableFromInline package let angularFrequency: Double

    /// λ = ζ·ω₀, per second.
    @usableFromInline package let decayConstant: Double

    /// The mass of the object attached to the spring [A].
    public let mass: Double

    /// Creates a spring from its internal representation: ω (rad/s, signed), λ (1/s) and m.
    @inlinable
    package init(angularFrequency: Double, decayConstant: Double, mass: Double) {
        self.angularFrequency = angularFrequency
        self.decayConstant = decayConstant
        self.mass = mass
    }

    /// τ = 2π, the constant of the parameter conversions (SEMANTICS.md, "Springs").
    @usableFromInline static let tau = 2 * Double.pi

    /// The spring with damping ratio ζ whose undamped period is `response` seconds (SEMANTICS.md, "Springs"):
    /// ω = ±τ·√|1 − ζ²| / response (− when ζ > 1), λ = ζ·τ / response, m = 1.
    init(response: Double, dampingFraction ζ: Double) {
        let sign = ζ <= 1 ? Spring.tau : -Spring.tau
        self.init(
            angularFrequency: sign * abs(1 - ζ * ζ).squareRoot() / response,
            decayConstant: ζ * Spring.tau / response,
            mass: 1)
    }
}
