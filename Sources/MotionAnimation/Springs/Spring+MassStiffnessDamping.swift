import Foundation

extension Spring {
    /// Creates a spring from physical parameters [A `init(mass:stiffness:damping:allowOverDamping:)`].
    ///
    /// With ω_n = √(k/m) and h = c/(2m) (SEMANTICS.md, "Springs", [O]/[R]): if h > ω_n and over-damping is not
    /// allowed, the spring is critically damped (ω = 0, λ = ω_n); otherwise λ = h and
    /// ω = ±√|k/m − h²|, negative when h > ω_n.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let naturalFrequency = (stiffness / mass).squareRoot()
        let halfDampingRate = damping / (2 * mass)
        if halfDampingRate > naturalFrequency && !allowOverDamping {
            self.init(angularFrequency: 0, decayConstant: naturalFrequency, mass: mass)
        } else {
            let magnitude = abs(stiffness / mass - halfDampingRate * halfDampingRate).squareRoot()
            self.init(
                angularFrequency: halfDampingRate > naturalFrequency ? -magnitude : magnitude,
                decayConstant: halfDampingRate, mass: mass)
        }
    }

    /// The spring stiffness k = m·(ω² + λ²) (SEMANTICS.md, "Springs"). For an overdamped spring this does not
    /// give back the stiffness it was made with (SwiftUI's quirk per [R], SEMANTICS.md, "Open questions" (4)).
    public var stiffness: Double {
        mass * (angularFrequency * angularFrequency + decayConstant * decayConstant)
    }

    /// The damping coefficient c = 2λm (SEMANTICS.md, "Springs").
    public var damping: Double { 2 * decayConstant * mass }
}
