/// Linear interpolation between two vectors [A `VectorArithmetic.interpolate(towards:amount:)`,
/// `interpolated(towards:amount:)`]: `self + (other - self) × amount`, so amount 0 is `self`,
/// 1 is `other`, and values outside 0…1 extrapolate along the same line.
extension VectorArithmetic {
    /// Moves this value `amount` of the way towards `other` (a fraction, not clamped).
    @inlinable
    public mutating func interpolate(towards other: Self, amount: Double) {
        self += (other - self).scaled(by: amount)
    }

    /// This value moved `amount` of the way towards `other` (a fraction, not clamped).
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }
}
