import Foundation

extension ProjectionTransform {
    /// Replaces the transform with its inverse and returns true; when the matrix is singular
    /// (determinant 0) leaves it unchanged and returns false [A `invert()`: the result says
    /// whether it was invertible].
    @discardableResult
    public mutating func invert() -> Bool {
        // The inverse is the adjugate (transposed cofactors) over the determinant.
        let c11 = m22 * m33 - m23 * m32, c12 = m23 * m31 - m21 * m33, c13 = m21 * m32 - m22 * m31
        let determinant = m11 * c11 + m12 * c12 + m13 * c13
        guard determinant != 0, determinant.isFinite else { return false }
        let c21 = m13 * m32 - m12 * m33, c22 = m11 * m33 - m13 * m31, c23 = m12 * m31 - m11 * m32
        let c31 = m12 * m23 - m13 * m22, c32 = m13 * m21 - m11 * m23, c33 = m11 * m22 - m12 * m21
        (m11, m12, m13) = (c11 / determinant, c21 / determinant, c31 / determinant)
        (m21, m22, m23) = (c12 / determinant, c22 / determinant, c32 / determinant)
        (m31, m32, m33) = (c13 / determinant, c23 / determinant, c33 / determinant)
        return true
    }

    /// The inverse transform [A `inverted()`]; a singular transform is returned unchanged [GUESS].
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }
}
