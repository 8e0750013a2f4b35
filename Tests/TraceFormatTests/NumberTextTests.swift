import Foundation
import Testing
import TestSupport
@testable import TraceFormat

/// The fixed-precision number text of tables, charts and diagnostics.
@Suite struct NumberTextTests {
    @Test func printsRoundedValuesWithoutTrailingZeros() {
        #expect(NumberText.trimmed(1.25, decimals: 3) == "1.25")
        #expect(NumberText.trimmed(100, decimals: 2) == "100")
        #expect(NumberText.trimmed(-0.5, decimals: 1) == "-0.5")
        #expect(NumberText.trimmed(-0.0001, decimals: 2) == "0")
        #expect(NumberText.trimmed(0.105, decimals: 2) == "0.11")
        #expect(NumberText.trimmed(2.0004, decimals: 3) == "2")
        #expect(NumberText.trimmed(7.3, decimals: 0) == "7")
        #expect(NumberText.trimmed(0.000123, decimals: 6) == "0.000123")
        #expect(NumberText.trimmed(1e20, decimals: 2) == "100000000000000000000")
        #expect(NumberText.trimmed(.nan, decimals: 2) == "nan")
        #expect(NumberText.trimmed(-.infinity, decimals: 2) == "-inf")
    }

    /// A page in German or Bulgarian writes the same digits with a comma as its decimal mark;
    /// a whole number has no mark at all.
    @Test func writesTheGivenDecimalMark() {
        let comma = UInt8(ascii: ",")
        #expect(NumberText.trimmed(1.25, decimals: 3, separator: comma) == "1,25")
        #expect(NumberText.trimmed(-0.5, decimals: 1, separator: comma) == "-0,5")
        #expect(NumberText.trimmed(100, decimals: 2, separator: comma) == "100")
        #expect(NumberText.trimmed(0.000123, decimals: 6, separator: comma) == "0,000123")
    }

    /// The digit-buffer printer against the plain definition (whole part, then the zero-padded
    /// fraction with its trailing zeros cut) on values of every size and sign.
    @Test func agreesWithTheDefinition() {
        var generator = SplitMix(seed: 42)
        for _ in 0..<20_000 {
            let magnitude = pow(10, Double(generator.next() % 12) - 6)
            let value = (Double(generator.next() % 2_000_001) / 1_000_000 - 1) * magnitude
            for decimals in 0...8 {
                #expect(NumberText.trimmed(value, decimals: decimals) == Self.definition(value, decimals: decimals), "\(value) \(decimals)")
            }
        }
    }

    private static func definition(_ value: Double, decimals: Int) -> String {
        let scale = NumberText.pow10(decimals)
        let scaled = (abs(value) * scale).rounded()
        if scaled == 0 { return "0" }
        let units = Int64(scaled)
        let divisor = Int64(scale)
        var text = String(units / divisor)
        if decimals > 0 {
            var fraction = String(units % divisor)
            fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            if !fraction.isEmpty { text += "." + fraction }
        }
        return (value < 0 ? "-" : "") + text
    }
}

/// The two forms of a number without a fixed precision: the site's and the trace document's.
@Suite struct ShortestNumberTextTests {
    @Test func shortestWritesWholeNumbersWithoutAPoint() {
        #expect(NumberText.shortest(393) == "393")
        #expect(NumberText.shortest(-0.0) == "0")
        #expect(NumberText.shortest(0.35) == "0.35")
        #expect(NumberText.shortest(1e-5) == "1e-05")
        #expect(NumberText.shortest(1e15) == "1000000000000000.0")
        #expect(NumberText.shortest(.infinity) == "inf")
        #expect(NumberText.shortest(.nan) == "nan")
    }

    @Test func jsonKeepsTheWholeNumbersPointAndHasNoInfinity() {
        #expect(NumberText.json(120) == "120.0")
        #expect(NumberText.json(-0.0) == "0")
        #expect(NumberText.json(0.35) == "0.35")
        #expect(NumberText.json(1e-5) == "1e-05")
        #expect(NumberText.json(.infinity) == "null")
        #expect(NumberText.json(-.infinity) == "null")
        #expect(NumberText.json(.nan) == "null")
    }
}
