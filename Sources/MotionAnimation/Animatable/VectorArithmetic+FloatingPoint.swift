import Foundation

// Scalars are their own animatable data, as in SwiftUI [A]: `Double`, `Float` and `CGFloat`
// conform to `VectorArithmetic` and to `Animatable`. Their magnitude is the square of the value.

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= rhs }

    /// `self * self`.
    @inlinable
    public var magnitudeSquared: Double { self * self }
}

extension Double: Animatable {}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs` (converted to `Float`).
    @inlinable
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }

    /// `self * self`, widened to `Double`.
    @inlinable
    public var magnitudeSquared: Double { Double(self * self) }
}

extension Float: Animatable {}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }

    /// `self * self`, as a `Double`.
    @inlinable
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: Animatable {}
