import Testing
@_spi(Runtime) @testable import MotionCore

/// MotionCore's `DispatchQueue`/`DispatchTime` run on the virtual clock. (This file does not
/// import Foundation: with it, `DispatchQueue` would be ambiguous, as in a snippet that imports
/// both SwiftUI and Foundation.)
@Suite struct DispatchTests {
    @Test func timeArithmetic() {
        let start = DispatchTime(uptimeNanoseconds: 200_000_000)
        #expect((start + 2).uptimeNanoseconds == 2_200_000_000)
        #expect((start + .milliseconds(300)).uptimeNanoseconds == 500_000_000)
        #expect((start - 1).uptimeNanoseconds == 0)
        #expect(start + .never == .distantFuture && (DispatchTime.distantFuture + 1) == .distantFuture)
        #expect(DispatchTime.now().uptimeNanoseconds == 0)
    }

    final class Log: @unchecked Sendable {
        var entries: [String] = []
    }

    struct Timed: View {
        let log: Log
        @State private var x = 0.0

        var body: some View {
            Circle()
                .offset(x: x)
                .onTapGesture {
                    let item = DispatchWorkItem { log.entries.append("cancelled item ran") }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.05, execute: item)
                    item.cancel()
                    DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
                        log.entries.append("after \(DispatchTime.now().uptimeNanoseconds)")
                    }
                    DispatchQueue.main.async {
                        log.entries.append("async")
                        x = 5
                    }
                }
        }
    }

    @Test func workRunsAtFrameBoundaries() throws {
        let log = Log()
        let harness = RuntimeHarness(Timed(log: log))
        try harness.run(to: 10, taps: [3: ["*"]])
        // `async` runs in the tapping frame, before its sample; `asyncAfter` at the first frame at
        // or after the deadline: 0.05 + 0.1 s = frame 9. A cancelled work item runs as a no-op.
        #expect(harness.values("Timed/Circle", "offset")[3] == [5, 0])
        #expect(log.entries == ["async", "after 150000000"])
        #expect(harness.events("timer").map(\.t) == [0.05, 0.1, 0.15])
    }

    @Test func withoutARuntimeWorkIsDropped() {
        let log = Log()
        DispatchQueue.main.async { log.entries.append("ran") }
        #expect(log.entries.isEmpty)
    }
}
