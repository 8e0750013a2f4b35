import Foundation

extension Spring {
    /// The force on the spring at `position` moving at `velocity`, towards `target`, in units
    /// per second squared: stiffness·(target − position) − damping·velocity, with the
    /// `stiffness` and `damping` getters (SEMANTICS.md, "Springs", [O]) [A `force(target:position:velocity:)`].
    @inlinable
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// `force(target:position:velocity:)` for a `Double` [A].
    @inlinable
    public func force(target: Double, position: Double, velocity: Double) -> Double {
        stiffness * (target - position) - damping * velocity
    }

    /// The force on a spring travelling from `fromValue` to `toValue`, at `position` moving at
    /// `velocity`, computed on the animatable data relative to `fromValue` [A].
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = fromValue
        result.animatableData = force(
            target: toValue.animatableData - fromValue.animatableData,
            position: position.animatableData - fromValue.animatableData,
            velocity: velocity.animatableData)
        return result
    }
}
