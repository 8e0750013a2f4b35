import Foundation

/// Locale-independent number text with a fixed precision and no trailing zeros: the same
/// value always prints the same way (`1.25`, `100`, `-0.5`; never `-0`, never `1e-05`).
public enum NumberText {
    /// `value` rounded to `decimals` places, trailing zeros and a trailing point removed;
    /// `separator` is the decimal mark (a page in German or Bulgarian passes a comma).
    ///
    /// The digits of the rounded whole number `|value| · 10^decimals` are written from the
    /// last into a small byte buffer (the fraction's trailing zeros skipped), so a number costs
    /// one string, not one per part: trace pages print tens of thousands of them.
    public static func trimmed(_ value: Double, decimals: Int, separator: UInt8 = UInt8(ascii: ".")) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let scaled = (abs(value) * pow10(decimals)).rounded()
        if scaled == 0 { return "0" }
        let negative = value < 0
        // Past 9e15 the scaled value has no fraction digits left to print: the whole number
        // (every digit of the Double, beyond Int64 too).
        guard scaled < 9e15 else { return (negative ? "-" : "") + String(format: "%.0f", abs(value).rounded()) }
        let fractionDigits = max(0, decimals)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: fractionDigits + 20) { buffer in
            var units = UInt64(scaled)
            var start = buffer.count
            var inFraction = false
            for _ in 0..<fractionDigits {
                let digit = UInt8(truncatingIfNeeded: units % 10)
                units /= 10
                guard inFraction || digit != 0 else { continue }
                inFraction = true
                start -= 1
                buffer[start] = UInt8(ascii: "0") + digit
            }
            if inFraction {
                start -= 1
                buffer[start] = separator
            }
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: units % 10)
                units /= 10
            } while units > 0
            if negative {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    /// 10^n for small n, exactly.
    static func pow10(_ n: Int) -> Double {
        n >= 0 && n < exactPowersOfTen.count ? exactPowersOfTen[n] : multipliedPower(n)
    }

    /// 10^0 … 10^22, the powers of ten a Double holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map(multipliedPower)

    /// 10^n as n multiplications by 10 (1 for n ≤ 0).
    private static func multipliedPower(_ n: Int) -> Double { (0..<max(0, n)).reduce(1.0) { value, _ in value * 10 } }

    /// How many decimals a step like 0.1 or 0.05 needs to print its multiples exactly (at most 6).
    public static func decimals(for step: Double) -> Int {
        for decimals in 0...6 where abs((step * pow10(decimals)).rounded() - step * pow10(decimals)) < 1e-9 {
            return decimals
        }
        return 6
    }

    /// `value` in its shortest round-tripping form, integers without a point (`120`, `0.35`,
    /// `1e-05`; never `-0`): numbers in the site's pages and data, and in lesson dumps as a
    /// fence key writes them (`size=393x852`).
    public static func shortest(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// A number of the trace document: `Double.description`, the shortest text that reads back
    /// as the same number (`120.0`, `0.35`, `1e-05`), `0` for zero and `null` when not finite
    /// (JSON has no such number). Not ``shortest(_:)``: a whole number keeps its `.0`, because
    /// these are the bytes every snippet program writes, which the result cache and the golden
    /// traces hold.
    public static func json(_ value: Double) -> String {
        value.isFinite ? (value == 0 ? "0" : value.description) : "null"
    }
}
