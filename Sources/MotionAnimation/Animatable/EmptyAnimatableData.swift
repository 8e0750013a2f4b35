/// An empty type for animatable data: the animatable data of a type with nothing to animate.
///
/// Same shape as SwiftUI's `EmptyAnimatableData` [A]. Every value equals every other value, and
/// its magnitude is zero.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates the (only) empty value.
    @inlinable
    public init() {}

    /// The zero value.
    @inlinable
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    @inlinable
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
        EmptyAnimatableData()
    }

    @inlinable
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
        EmptyAnimatableData()
    }

    @inlinable
    public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    @inlinable
    public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    /// Scaling an empty value does nothing.
    @inlinable
    public mutating func scale(by rhs: Double) {}

    /// Always 0.
    @inlinable
    public var magnitudeSquared: Double { 0 }

    @inlinable
    public static func == (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> Bool { true }
}
