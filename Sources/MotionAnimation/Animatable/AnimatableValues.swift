import Foundation

/// Any number of animatable values as one (iOS 26) [A]: `var animatableData:
/// AnimatableValues<Double, CGFloat>` in place of nested `AnimatablePair`s. Built on a
/// parameter pack, as SwiftUI's is; the runtime records its numbers in order (`0`, `1`, …).
@frozen
public struct AnimatableValues<each Value: VectorArithmetic>: VectorArithmetic {
    /// The values [A].
    public var value: (repeat each Value)

    /// The values `value` [A].
    public init(_ value: repeat each Value) {
        self.value = (repeat each value)
    }

    public static var zero: AnimatableValues { AnimatableValues(repeat (each Value).zero) }

    public static func + (lhs: AnimatableValues, rhs: AnimatableValues) -> AnimatableValues {
        AnimatableValues(repeat (each lhs.value) + (each rhs.value))
    }

    public static func - (lhs: AnimatableValues, rhs: AnimatableValues) -> AnimatableValues {
        AnimatableValues(repeat (each lhs.value) - (each rhs.value))
    }

    public mutating func scale(by rhs: Double) {
        value = (repeat (each value).scaled(by: rhs))
    }

    /// The sum of the values' squared magnitudes [A].
    public var magnitudeSquared: Double {
        var sum = 0.0
        for part in repeat each value { sum += part.magnitudeSquared }
        return sum
    }

    public static func == (lhs: AnimatableValues, rhs: AnimatableValues) -> Bool {
        for (left, right) in repeat (each lhs.value, each rhs.value) {
            if left != right { return false }
        }
        return true
    }
}

extension AnimatableValues: Sendable where repeat each Value: Sendable {}
