/// A type that can serve as the animatable data of an animatable type.
///
/// Same shape as SwiftUI's `VectorArithmetic` [A]: an additive group with scaling by a `Double`
/// and a squared magnitude. Animations work in "delta space" (SEMANTICS.md, "Animator"): they
/// scale and add values of this type, and springs compare `magnitudeSquared` with absolute
/// thresholds (SEMANTICS.md, "Animations").
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component of the value by `rhs`.
    mutating func scale(by rhs: Double)

    /// The dot product of the value with itself (the sum of the squares of its components).
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// Returns a copy of the value with every component multiplied by `rhs`.
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }
}
