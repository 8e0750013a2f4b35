/// A pair of animatable values, itself animatable: how multi-component values are animated.
///
/// Same shape as SwiftUI's `AnimatablePair` [A]. Arithmetic and scaling apply to both
/// components; `magnitudeSquared` is the sum of the components' squared magnitudes
/// (SEMANTICS.md, "Animatable math", [O] `Animatable/AnimatablePair.swift`).
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first component.
    public var first: First

    /// The second component.
    public var second: Second

    /// Creates a pair from its two components.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair of zeros.
    @inlinable
    public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }

    @inlinable
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    @inlinable
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    @inlinable
    public static func += (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    @inlinable
    public static func -= (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    /// Scales both components by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// `first.magnitudeSquared + second.magnitudeSquared` (SEMANTICS.md, "Animatable math").
    @inlinable
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }

    @inlinable
    public static func == (lhs: AnimatablePair, rhs: AnimatablePair) -> Bool {
        lhs.first == rhs.first && lhs.second == rhs.second
    }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
