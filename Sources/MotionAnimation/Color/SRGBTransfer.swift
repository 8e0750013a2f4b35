import Foundation

/// The sRGB transfer functions (IEC 61966-2-1), extended to negative values by odd symmetry
/// and to values above 1 by the same formula, as extended-range sRGB does [A: `Color.Resolved`
/// "extended range"], computed in `Float` in the order of operations SwiftUI's `Color.Resolved`
/// uses, so that values read back match SwiftUI's to the bit (SEMANTICS.md, "Animatable math"):
/// `Color(red: 0.3, …)` reads back `red` 0.29999998, its linear value 0.073238954.
///
/// Constants, all from IEC 61966-2-1: the linear segment slope 12.92, the thresholds 0.04045
/// (encoded) and 0.0031308 (linear), the offset 0.055, the scale 1.055 and the exponent 2.4.
/// The order of operations [S] (the 0.29999998 above), [O] (`ConstantColor.swift`): encoded
/// to linear is (e·(1/1.055) + 0.055·(1/1.055))^2.4 and e·(1/12.92) on the linear segment;
/// linear to encoded is l^(1/2.4)·1.055 − 0.055 and l·12.92; 1 maps to 1 both ways [O].
package enum SRGBTransfer {
    /// Linear segment slope (IEC 61966-2-1).
    static let linearSlope: Float = 12.92
    /// Encoded-value threshold of the linear segment (IEC 61966-2-1).
    static let encodedThreshold: Float = 0.04045
    /// Linear-value threshold of the linear segment (IEC 61966-2-1).
    static let linearThreshold: Float = 0.0031308
    /// Offset of the power segment (IEC 61966-2-1).
    static let offset: Float = 0.055
    /// Scale of the power segment, 1 + offset (IEC 61966-2-1).
    static let scale: Float = 1.055
    /// Exponent of the power segment (IEC 61966-2-1).
    static let gamma: Float = 2.4

    /// Converts an sRGB-encoded component to linear light.
    package static func linear(fromEncoded value: Float) -> Float {
        let magnitude = abs(value)
        let result: Float
        if magnitude <= encodedThreshold {
            result = magnitude * (1 / linearSlope)
        } else if magnitude == 1 {
            result = 1
        } else {
            result = pow(magnitude * (1 / scale) + offset * (1 / scale), gamma)
        }
        return value < 0 ? -result : result
    }

    /// Converts a linear-light component to its sRGB encoding.
    package static func encoded(fromLinear value: Float) -> Float {
        let magnitude = abs(value)
        let result: Float
        if magnitude <= linearThreshold {
            result = magnitude * linearSlope
        } else if magnitude == 1 {
            result = 1
        } else {
            result = pow(magnitude, 1 / gamma) * scale - offset
        }
        return value < 0 ? -result : result
    }
}
