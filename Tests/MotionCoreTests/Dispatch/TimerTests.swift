import Testing
import struct Foundation.Date
import class Foundation.RunLoop
@_spi(Runtime) @testable import MotionCore

/// `Timer`, `VirtualClock` and `Task.sleep(until:clock:)` on the virtual clock. (Foundation is
/// imported by name only: all of it would make `Timer` ambiguous, as in a snippet.)
@Suite struct TimerTests {
    final class Log: @unchecked Sendable {
        var entries: [String] = []
    }

    struct Ticker: View {
        let log: Log
        @State private var ticks = 0

        var body: some View {
            Rectangle()
                .offset(x: Double(ticks) * 10)
                .onAppear {
                    Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
                        ticks += 1
                        log.entries.append("tick \(VirtualClock.now.timeIntervalSinceReferenceDate) next \(timer.fireDate.timeIntervalSinceReferenceDate)")
                        if ticks == 3 {
                            timer.invalidate()
                            log.entries.append("valid \(timer.isValid)")
                        }
                    }
                    let once = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in log.entries.append("once") }
                    log.entries.append("interval \(once.timeInterval) valid \(once.isValid)")
                }
        }
    }

    @Test func aRepeatingTimerFiresOnTheVirtualClockUntilInvalidated() throws {
        let log = Log()
        let harness = RuntimeHarness(Ticker(log: log))
        try harness.run(to: 120)
        // 0.25 s = frame 15; a timer that does not repeat fires once and reports interval 0.
        #expect(log.entries == [
            "interval 0.0 valid true", "once",
            "tick 0.25 next 0.25", "tick 0.5 next 0.5", "tick 0.75 next 0.75", "valid false",
        ])
        #expect(harness.events("timer").map(\.t) == [0.1, 0.25, 0.5, 0.75])
        #expect(harness.values("Ticker/Rectangle", "offset")[44] == [20, 0])
        #expect(harness.last("Ticker/Rectangle", "offset") == [30, 0])
        #expect(!harness.runtime.hasPendingWork)
    }

    struct FastTimer: View {
        let log: Log

        var body: some View {
            Circle().onAppear {
                let timer = Timer(timeInterval: 0.005, repeats: true) { _ in
                    log.entries.append("\(Int((VirtualClock.now.timeIntervalSinceReferenceDate * 60).rounded()))")
                }
                RunLoop.main.add(timer, forMode: .common)
            }
        }
    }

    @Test func aTimerFasterThanTheDisplayFiresOncePerFrame() throws {
        let log = Log()
        let harness = RuntimeHarness(FastTimer(log: log))
        try harness.run(to: 5)
        // Fire dates every 5 ms: a frame (16.7 ms) late for several fires only once, as a run loop.
        #expect(log.entries == ["1", "2", "3", "4", "5"])
    }

    struct Clock: View {
        let log: Log

        var body: some View {
            TimelineView(.animation) { context in
                Circle().onAppear {
                    log.entries.append("appear \(VirtualClock.now == context.date)")
                }
                .opacity(context.date == VirtualClock.now ? 1 : 0)
            }
            .onTapGesture { log.entries.append("tap \(VirtualClock.now.timeIntervalSinceReferenceDate)") }
        }
    }

    @Test func virtualClockIsTheFramesDateAndTheTimelinesDate() throws {
        #expect(VirtualClock.now == Date(timeIntervalSinceReferenceDate: 0))
        #expect(VirtualClock.epoch == Date(timeIntervalSinceReferenceDate: 0))
        func run() throws -> [String] {
            let log = Log()
            let harness = RuntimeHarness(Clock(log: log))
            try harness.run(to: 30, taps: [12: ["*"], 30: ["*"]])
            #expect(harness.values("Clock/Circle", "opacity").allSatisfy { $0 == [1] })
            return log.entries
        }
        let first = try run()
        #expect(first == ["appear true", "tap 0.2", "tap 0.5"])
        #expect(try run() == first)
    }

    struct SleepUntil: View {
        @State private var x = 0.0

        var body: some View {
            Rectangle()
                .offset(x: x)
                .task {
                    try? await Task.sleep(until: .now + .seconds(0.5), clock: .continuous)
                    x = 1
                }
        }
    }

    @Test func sleepUntilAContinuousClockDeadlineWaitsVirtualTime() throws {
        let harness = RuntimeHarness(SleepUntil())
        try harness.run(to: 31)
        #expect(harness.values("SleepUntil/Rectangle", "offset")[29] == [0, 0])
        #expect(harness.values("SleepUntil/Rectangle", "offset")[30] == [1, 0])
    }
}
