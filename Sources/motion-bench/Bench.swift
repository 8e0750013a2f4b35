import Dispatch
import Foundation

/// Where every measured result ends up, so the optimiser cannot drop the work.
nonisolated(unsafe) private var sink = 0.0

/// Consumes a value opaquely.
@inline(never)
func blackHole(_ value: Double) {
    sink += value
}

/// Inputs in [0, 1) from a fixed linear congruential generator (Knuth's MMIX constants), so every
/// run sees the same values and no call can be hoisted out of the loop.
let benchInputs: [Double] = {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    return (0..<benchInputMask + 1).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(UInt64(1) << 53)
    }
}()

/// The number of inputs minus one (a power of two minus one, used as an index mask).
let benchInputMask = 4095

/// The rows to run: the first command-line argument, if any, is matched against each row's name
/// (a substring), so a profiler can record one row alone (`motion-bench "view runtime"`).
let benchFilter: String? = CommandLine.arguments.dropFirst().first

/// A factor on every row's calls (`MOTION_BENCH_SCALE`, default 1): a profiler that runs the
/// code 50 times slower, as `valgrind --tool=callgrind` does, records a row in reasonable time
/// with `MOTION_BENCH_SCALE=0.01`. Each row makes at least one call per run.
let benchScale: Double = {
    guard let text = getenv("MOTION_BENCH_SCALE").map({ String(cString: $0) }), let value = Double(text), value > 0 else { return 1 }
    return value
}()

/// Times `body` on `iterations` inputs, `runs` times after one warm-up run, and returns the
/// median cost in nanoseconds per call. The results are summed and handed to `blackHole`. A row
/// left out by `benchFilter` is not run and returns `.nan`.
@inline(__always)
func bench(name: String, iterations: Int = 5_000_000, runs: Int = 7, body: (Double) -> Double) -> Double {
    if let benchFilter, !name.contains(benchFilter) { return .nan }
    let iterations = max(1, Int((Double(iterations) * benchScale).rounded()))
    var samples: [Double] = []
    benchInputs.withUnsafeBufferPointer { inputs in
        for run in 0...runs {
            var accumulator = 0.0
            let start = DispatchTime.now().uptimeNanoseconds
            for index in 0..<iterations {
                accumulator += body(inputs[index & benchInputMask])
            }
            let end = DispatchTime.now().uptimeNanoseconds
            blackHole(accumulator)
            if run > 0 { samples.append(Double(end - start) / Double(iterations)) }
        }
    }
    samples.sort()
    let median = samples[samples.count / 2]
    let padded = name.padding(toLength: 52, withPad: " ", startingAt: 0)
    let calls = String(iterations).padding(toLength: 10, withPad: " ", startingAt: 0)
    print("\(padded) \(calls) \(format(median))")
    return median
}

/// A fixed two-decimal rendering, independent of locale.
func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// Prints a ratio of two rows of this run, unless one of them was left out by `benchFilter`.
func printRatio(_ label: String, _ ratio: Double) {
    if ratio.isFinite { print("\(label) \(format(ratio))") }
}
