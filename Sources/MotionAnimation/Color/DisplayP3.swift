/// Display P3 to linear extended sRGB [A `Color.RGBColorSpace.displayP3`]: both spaces share the
/// sRGB transfer function and the D65 white point and differ in their primaries, so a linear P3
/// colour becomes linear sRGB by one 3 × 3 matrix, worked out here from the chromaticities
/// (CIE 1931 x, y) of the primaries and the white point [DERIVED]:
/// sRGB (ITU-R BT.709) red (0.64, 0.33), green (0.30, 0.60), blue (0.15, 0.06); Display P3 red
/// (0.680, 0.320), green (0.265, 0.690), blue (0.150, 0.060); D65 (0.3127, 0.3290).
package enum DisplayP3 {
    /// Linear P3 to linear sRGB, row by row: the inverse of sRGB's RGB-to-XYZ matrix times
    /// P3's (about (1.2249, −0.2249, 0; −0.0421, 1.0421, 0; −0.0196, −0.0786, 1.0983)).
    package static let toLinearSRGB: [[Double]] = {
        let sRGB = rgbToXYZ(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06))
        let p3 = rgbToXYZ(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060))
        return product(inverse(sRGB), p3)
    }()

    /// The matrix as `Float`, the precision `Color.Resolved` computes in.
    private static let floatMatrix: [[Float]] = toLinearSRGB.map { $0.map(Float.init) }

    /// Linear P3 components to linear sRGB ones, in `Float`.
    package static func linearSRGB(fromLinearP3 p3: (Float, Float, Float)) -> (Float, Float, Float) {
        let m = floatMatrix
        func row(_ i: Int) -> Float { m[i][0] * p3.0 + m[i][1] * p3.1 + m[i][2] * p3.2 }
        return (row(0), row(1), row(2))
    }

    /// The D65 white point (x, y).
    static let whitePoint = (x: 0.3127, y: 0.3290)

    /// The RGB-to-XYZ matrix of the primaries with the D65 white: each primary's XYZ at Y = 1 as
    /// a column, scaled so that RGB (1, 1, 1) is the white point at Y = 1.
    static func rgbToXYZ(red: (Double, Double), green: (Double, Double), blue: (Double, Double)) -> [[Double]] {
        func xyz(_ c: (x: Double, y: Double)) -> [Double] { [c.x / c.y, 1, (1 - c.x - c.y) / c.y] }
        let columns = [xyz(red), xyz(green), xyz(blue)]
        let unscaled = (0..<3).map { i in columns.map { $0[i] } }
        let white = xyz(whitePoint)
        let inv = inverse(unscaled)
        let scales = (0..<3).map { i in (0..<3).reduce(0) { $0 + inv[i][$1] * white[$1] } }
        return unscaled.map { row in (0..<3).map { row[$0] * scales[$0] } }
    }

    /// The product of two 3 × 3 matrices.
    static func product(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        // One entry as a function of its own, with its types written out: the nested closures
        // in one expression took the type checker about a second.
        func entry(_ i: Int, _ j: Int) -> Double {
            a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j]
        }
        return (0..<3).map { i in (0..<3).map { j in entry(i, j) } }
    }

    /// The inverse of a 3 × 3 matrix: its adjugate over its determinant.
    static func inverse(_ m: [[Double]]) -> [[Double]] {
        func cofactor(_ i: Int, _ j: Int) -> Double {
            let rows = (0..<3).filter { $0 != i }, columns = (0..<3).filter { $0 != j }
            let minor = m[rows[0]][columns[0]] * m[rows[1]][columns[1]] - m[rows[0]][columns[1]] * m[rows[1]][columns[0]]
            return (i + j).isMultiple(of: 2) ? minor : -minor
        }
        let determinant = (0..<3).reduce(0) { $0 + m[0][$1] * cofactor(0, $1) }
        return (0..<3).map { i in (0..<3).map { j in cofactor(j, i) / determinant } }
    }
}
