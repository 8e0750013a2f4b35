import TraceFormat

/// The arithmetic of a parameter's grid of values: decimals as written, and whether a value is
/// on the grid. Shared by the fence's reading (``ParameterMarkup``) and the model
/// (``SnippetParameter/values``).
public enum ParameterGrid {
    /// The most points one explorer may have (all its parameters' values multiplied): each is
    /// a run of the snippet at build time and a part of the explorer's data file.
    public static let maximumPoints = 121

    /// A plain decimal literal's value (`0.25`, `-3`, `1.`); nil for anything else (hex,
    /// exponents, underscores).
    static func decimalValue(_ text: String) -> Double? {
        ScenarioSyntax.decimal(text, allowSign: true)
    }

    /// The digits after the point in a plain decimal (`0.25` → 2, `3` → 0).
    static func decimals(_ text: String) -> Int {
        guard let point = text.firstIndex(of: ".") else { return 0 }
        return text[text.index(after: point)...].count
    }

    static func powerOfTen(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<max(0, exponent) { value *= 10 }
        return value
    }

    /// Whether `value` is one of the grid's values: lower + k · step for a whole k, within
    /// the bounds (on whole multiples of 10^-decimals, as the values are made).
    public static func contains(_ value: Double, lower: Double, upper: Double, step: Double, decimals: Int) -> Bool {
        let scale = powerOfTen(decimals)
        let scaled = value * scale
        guard abs(scaled - scaled.rounded()) < 1e-6 else { return false }
        let first = (lower * scale).rounded(), last = (upper * scale).rounded(), stride = (step * scale).rounded()
        let point = scaled.rounded()
        guard stride > 0, point >= first, point <= last else { return false }
        return (point - first).truncatingRemainder(dividingBy: stride) == 0
    }
}
