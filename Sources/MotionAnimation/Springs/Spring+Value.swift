import Foundation

extension Spring {
    /// The spring's value after `time` seconds, starting at zero with `initialVelocity` and
    /// travelling towards `target` (SEMANTICS.md, "Springs") [A `value(target:initialVelocity:time:)`].
    @inlinable
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (a, b) = valueCoefficients(time: time)
        return target.scaled(by: a) + initialVelocity.scaled(by: b)
    }

    /// The spring's velocity (units per second) after `time` seconds, starting at zero with
    /// `initialVelocity` towards `target` (SEMANTICS.md, "Springs") [A `velocity(target:initialVelocity:time:)`].
    @inlinable
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (c, d) = velocityCoefficients(time: time)
        return target.scaled(by: c) + initialVelocity.scaled(by: d)
    }

    /// `value(target:initialVelocity:time:)` for a `Double` [A].
    @inlinable
    public func value(target: Double, initialVelocity: Double = 0, time: TimeInterval) -> Double {
        let (a, b) = valueCoefficients(time: time)
        return target * a + initialVelocity * b
    }

    /// `velocity(target:initialVelocity:time:)` for a `Double` [A].
    @inlinable
    public func velocity(target: Double, initialVelocity: Double = 0, time: TimeInterval) -> Double {
        let (c, d) = velocityCoefficients(time: time)
        return target * c + initialVelocity * d
    }

    /// The value after `time` seconds of a spring travelling from `fromValue` to `toValue`,
    /// computed on the animatable data: from + value(target: to − from, …) [A].
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData + value(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity after `time` seconds of a spring travelling from `fromValue` to `toValue`,
    /// as a value whose animatable data is the velocity of the data [A].
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }
}
