import TraceFormat
/// A linear map from data values (seconds, points, factors …) to SVG user units, with the
/// "nice" ticks of its domain.
struct ChartScale {
    /// The data interval shown, low to high.
    var domain: ClosedRange<Double>
    /// The SVG coordinates the ends of the domain map to (`range.0` for `domain.lowerBound`;
    /// the y axis runs downwards, so its range is reversed).
    var range: (Double, Double)
    /// Tick values inside the domain, ascending.
    var ticks: [Double]
    /// The distance between ticks (data units).
    var step: Double

    /// The SVG coordinate of `value`.
    func position(_ value: Double) -> Double {
        let width = domain.upperBound - domain.lowerBound
        guard width > 0 else { return (range.0 + range.1) / 2 }
        return range.0 + (value - domain.lowerBound) / width * (range.1 - range.0)
    }

    /// A scale whose domain covers `low...high` extended outwards to whole multiples of a nice
    /// step (1, 2 or 5 times a power of ten) giving at most `maximumTicks` ticks. A flat
    /// interval (`low == high`) is widened by 1 (or 10 % of the value) on each side so the line
    /// sits in the middle.
    static func nice(low: Double, high: Double, range: (Double, Double), maximumTicks: Int = 6) -> ChartScale {
        var low = low, high = high
        if high - low < 1e-12 {
            let pad = max(1, abs(low) * 0.1)
            low -= pad
            high += pad
        }
        let step = niceStep(span: high - low, maximumTicks: maximumTicks)
        // 1e-9 steps of slack: a bound that is a multiple up to binary noise stays the end.
        let first = (low / step + 1e-9).rounded(.down)
        let last = (high / step - 1e-9).rounded(.up)
        // first...last holds at most maximumTicks + 1 steps by construction of niceStep; the
        // bound keeps the loop finite for any input.
        let count = min(Int(last - first), 1000)
        let ticks = (0...count).map { clean((first + Double($0)) * step) }
        return ChartScale(domain: ticks[0]...ticks[count], range: range, ticks: ticks, step: step)
    }

    /// The smallest of 1, 2, 5 × 10^k whose multiples split `span` into at most `maximumTicks`
    /// intervals once the ends are rounded outwards.
    static func niceStep(span: Double, maximumTicks: Int) -> Double {
        let rough = span / Double(max(1, maximumTicks - 1))
        var power = 1.0
        // Scale the power of ten towards `rough`; both loops are bounded by the double range.
        var guardCount = 0
        while power > rough && guardCount < 400 { power /= 10; guardCount += 1 }
        while power * 10 <= rough && guardCount < 800 { power *= 10; guardCount += 1 }
        for factor in [1.0, 2, 5, 10] where factor * power >= rough {
            let step = factor * power
            if span / step <= Double(maximumTicks) { return step }
        }
        return 10 * power
    }

    /// A tick value without binary noise (0.30000000000000004 → 0.3) and never -0.
    static func clean(_ value: Double) -> Double {
        let rounded = (value * 1e9).rounded() / 1e9
        return rounded == 0 ? 0 : rounded
    }
}
