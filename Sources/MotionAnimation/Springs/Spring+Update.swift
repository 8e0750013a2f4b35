import Foundation

extension Spring {
    /// Advances a spring's `value` and `velocity` by `deltaTime` seconds towards `target`
    /// (SEMANTICS.md, "Springs", [O]) [A `update(value:velocity:target:deltaTime:)`]: with Δ = target − value,
    /// velocity ← velocity(target: Δ, initialVelocity: velocity, time: dt) and
    /// value ← value + value(target: Δ, initialVelocity: old velocity, time: dt).
    @inlinable
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let displacement = target - value
        let initialVelocity = velocity
        velocity = self.velocity(target: displacement, initialVelocity: initialVelocity, time: deltaTime)
        value += self.value(target: displacement, initialVelocity: initialVelocity, time: deltaTime)
    }

    /// `update(value:velocity:target:deltaTime:)` for a `Double` [A].
    @inlinable
    public func update(value: inout Double, velocity: inout Double, target: Double, deltaTime: TimeInterval) {
        let displacement = target - value
        let initialVelocity = velocity
        velocity = self.velocity(target: displacement, initialVelocity: initialVelocity, time: deltaTime)
        value += self.value(target: displacement, initialVelocity: initialVelocity, time: deltaTime)
    }
}
