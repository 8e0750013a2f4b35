/// One fixed-step velocity-Verlet (kick-drift-kick) integrator for a unit-mass spring
/// (SEMANTICS.md, "Animations", [O] `FluidSpringAnimation.animate`).
///
/// Per step of h = 1/300 s, toward target X with stiffness k and damping c:
/// v½ = v + a·h/2; x += v½·h; a = k(X − x) − c·v½; v = v½ + a·h/2; t += h.
/// The clock is a floating-point sum of steps, as in [O], so asking for 0.1 s ends at 0.10333 s
/// (one step more): test vectors T4 (SEMANTICS.md, "Test vectors") depend on it.
struct FluidSpringStep {
    /// The step, in seconds. [O]
    static let stepDuration: Double = 1.0 / 300.0
    /// Half a step, in seconds. [O]
    static let halfStep: Double = 1.0 / 600.0
    /// The most steps one call may take: the catch-up guard keeps a call to at most
    /// 1 s + 1/60 s (305 steps); this bound only protects against clocks that do not advance
    /// (e.g. at magnitudes where adding 1/300 no longer changes the sum).
    static let maximumSteps = 320

    /// k, in s⁻².
    var stiffness: Double
    /// c, in s⁻¹.
    var damping: Double

    /// Steps `state` until its clock is at or past `time`.
    func advance<V: VectorArithmetic>(_ state: inout FluidSpringState<V>, to time: Double, target: V) {
        var t = state.time
        var steps = 0
        while t < time && steps < Self.maximumSteps {
            var halfVelocity = state.force.scaled(by: Self.halfStep)
            halfVelocity += state.velocity
            state.offset += halfVelocity.scaled(by: Self.stepDuration)
            var force = (target - state.offset).scaled(by: stiffness)
            force += halfVelocity.scaled(by: -damping)
            state.force = force
            state.velocity = force.scaled(by: Self.halfStep) + halfVelocity
            t += Self.stepDuration
            steps += 1
        }
        state.time = max(t, state.time)
    }
}
