/// How numbers appear in animation descriptions (`easeInOut(duration: 0.35)`).
///
/// Locale-independent and deterministic: the value is rounded to 9 decimal places and printed
/// in Swift's shortest round-trip form, which always has a decimal point (`1.0`, `0.35`,
/// `0.85` for `1 - 0.15`). Non-finite values print as `inf`, `-inf` and `nan`. Rounding hides
/// the last-bit noise of arithmetic such as `1 - 0.15` = 0.8500000000000001.
package enum AnimationNumberFormat {
    /// Decimal places kept.
    package static let decimalPlaces: Double = 1e9

    /// The text of `value` for a description.
    package static func string(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let rounded = (value * decimalPlaces).rounded() / decimalPlaces
        // -0.0 would print with its sign; it is the same duration as 0.0.
        return (rounded == 0 ? 0.0 : rounded).description
    }
}
