/// Locale-independent number text with a fixed precision and no trailing zeros: the same
/// value always prints the same way (`1.25`, `100`, `-0.5`; never `-0`, never `1e-05`).
public enum NumberText {
    /// `value` rounded to `decimals` places, trailing zeros and a trailing point removed.
    public static func trimmed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let scale = pow10(decimals)
        let scaled = (abs(value) * scale).rounded()
        if scaled == 0 { return "0" }
        let negative = value < 0
        guard scaled < 9e15 else { return (negative ? "-" : "") + String(Int64(abs(value).rounded())) }
        let units = Int64(scaled)
        let divisor = Int64(scale)
        var text = String(units / divisor)
        var fraction = decimals > 0 ? String(units % divisor) : ""
        if decimals > 0 {
            fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            if !fraction.isEmpty { text += "." + fraction }
        }
        return (negative ? "-" : "") + text
    }

    /// 10^n for small n, exactly.
    static func pow10(_ n: Int) -> Double {
        (0..<max(0, n)).reduce(1.0) { value, _ in value * 10 }
    }

    /// How many decimals a step like 0.1 or 0.05 needs to print its multiples exactly (at most 6).
    public static func decimals(for step: Double) -> Int {
        for decimals in 0...6 where abs((step * pow10(decimals)).rounded() - step * pow10(decimals)) < 1e-9 {
            return decimals
        }
        return 6
    }

    /// `value` in its shortest round-tripping form, integers without a point (`120`, `0.35`,
    /// `1e-05`; never `-0`): numbers in the site's pages and data.
    public static func shortest(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
