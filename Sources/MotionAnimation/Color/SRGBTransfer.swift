import Foundation

/// The sRGB transfer functions (IEC 61966-2-1), extended to negative values by odd symmetry
/// and to values above 1 by the same formula, as extended-range sRGB does [A: `Color.Resolved`
/// "extended range"].
///
/// Constants, all from IEC 61966-2-1: the linear segment slope 12.92, the thresholds 0.04045
/// (encoded) and 0.0031308 (linear), the offset 0.055, the scale 1.055 and the exponent 2.4.
package enum SRGBTransfer {
    /// Linear segment slope (IEC 61966-2-1).
    static let linearSlope = 12.92
    /// Encoded-value threshold of the linear segment (IEC 61966-2-1).
    static let encodedThreshold = 0.04045
    /// Linear-value threshold of the linear segment (IEC 61966-2-1).
    static let linearThreshold = 0.0031308
    /// Offset of the power segment (IEC 61966-2-1).
    static let offset = 0.055
    /// Exponent of the power segment (IEC 61966-2-1).
    static let gamma = 2.4

    /// Converts an sRGB-encoded component to linear light.
    package static func linear(fromEncoded value: Double) -> Double {
        let magnitude = abs(value)
        let result: Double
        if magnitude <= encodedThreshold {
            result = magnitude / linearSlope
        } else {
            result = pow((magnitude + offset) / (1 + offset), gamma)
        }
        return value < 0 ? -result : result
    }

    /// Converts a linear-light component to its sRGB encoding.
    package static func encoded(fromLinear value: Double) -> Double {
        let magnitude = abs(value)
        let result: Double
        if magnitude <= linearThreshold {
            result = magnitude * linearSlope
        } else {
            result = (1 + offset) * pow(magnitude, 1 / gamma) - offset
        }
        return value < 0 ? -result : result
    }
}
