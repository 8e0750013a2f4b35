import Foundation
import Testing
import MotionTrace

/// `TimelineView` on the virtual display clock: t seconds after mounting is the date
/// `Date(timeIntervalSinceReferenceDate: t)`.
@Suite struct TimelineViewTests {
    /// The dates a timeline view's content was evaluated with, in order.
    final class DateLog {
        var seconds: [Double] = []

        func record(_ context: TimelineViewDefaultContext) {
            seconds.append(context.date.timeIntervalSinceReferenceDate)
        }
    }

    /// A procedural wave: the offset is computed from the date of every frame.
    struct SineWave: View {
        var body: some View {
            TimelineView(.animation) { context in
                Circle()
                    .offset(x: 100 * sin(context.date.timeIntervalSinceReferenceDate * .pi))
            }
        }
    }

    @Test func animationScheduleGivesEveryFramesTime() throws {
        let trace = try traceOf(SineWave(), duration: 1)
        #expect(trace.times.count == 61)
        let expected = (0...60).map { 100 * sin(Double($0) / 60 * .pi) }
        expectFrames(try trace.series("SineWave/Circle", "offset"), expected)
        // Changes made by the content are not animated.
        #expect(trace.events("animation").isEmpty)
    }

    @Test func animationScheduleRunsAScenarioWithoutDurationToItsMaximum() throws {
        let trace = try traceOf(SineWave())
        #expect(trace.times.last == 10)
    }

    /// A periodic schedule: the content changes at half-second steps and animates each change
    /// itself.
    struct Stepper: View {
        let log: DateLog

        var body: some View {
            TimelineView(.periodic(from: .init(timeIntervalSinceReferenceDate: 0), by: 0.5)) { context in
                let seconds = context.date.timeIntervalSinceReferenceDate
                let _ = log.record(context)
                Circle()
                    .offset(x: 100 * seconds)
                    .animation(.linear(duration: 0.25), value: seconds)
            }
        }
    }

    @Test func periodicScheduleChangesOnlyAtItsEntries() throws {
        let log = DateLog()
        let trace = try traceOf(Stepper(log: log), duration: 1.5)
        #expect(log.seconds == [0, 0.5, 1, 1.5])
        let linear = Animation.linear(duration: 0.25)
        let expected = animatorFrames(
            initial: 0, changes: [(30, 50, linear), (60, 100, linear), (90, 150, linear)], frames: 90)
        expectFrames(try trace.series("Stepper/Circle", "offset"), expected)
        #expect(trace.events("animation").map(\.t) == [0.5, 1, 1.5])
    }

    /// At most one entry every tenth of a second.
    struct Ticker: View {
        let log: DateLog

        var body: some View {
            TimelineView(.animation(minimumInterval: 0.1, paused: false)) { context in
                let _ = log.record(context)
                Circle().offset(x: 100 * context.date.timeIntervalSinceReferenceDate)
            }
        }
    }

    @Test func minimumIntervalSpacesTheEntriesFromTheStart() throws {
        let log = DateLog()
        let trace = try traceOf(Ticker(log: log), duration: 1)
        let entries = (0...10).map { Double($0) * 0.1 }
        #expect(log.seconds == entries)
        expectFrames(try trace.series("Ticker/Circle", "offset"), (0...60).map { 100 * Double($0 / 6) * 0.1 })
    }

    /// A paused schedule; the modifier on the timeline view lands on its content.
    struct Paused: View {
        let log: DateLog

        var body: some View {
            TimelineView(.animation(minimumInterval: nil, paused: true)) { context in
                let _ = log.record(context)
                Circle().offset(x: 100 * context.date.timeIntervalSinceReferenceDate + 1)
            }
            .opacity(0.5)
        }
    }

    @Test func pausedScheduleNeverUpdates() throws {
        let log = DateLog()
        let trace = try traceOf(Paused(log: log), duration: 1)
        #expect(log.seconds == [0])
        #expect(try trace.series("Paused/Circle", "offset") == Array(repeating: 1, count: 61))
        #expect(try trace.series("Paused/Circle", "opacity") == Array(repeating: 0.5, count: 61))
        // Nothing keeps a scenario without a duration running.
        #expect(try traceOf(Paused(log: DateLog())).times == [0])
    }

    /// A schedule paused by a button: the date shown last stays.
    struct Pausable: View {
        @State private var paused = false

        var body: some View {
            VStack {
                TimelineView(.animation(paused: paused)) { context in
                    Circle().offset(x: 60 * context.date.timeIntervalSinceReferenceDate)
                }
                Button("Pause") { paused = true }
            }
        }
    }

    @Test func pausingKeepsTheLastDate() throws {
        let trace = try traceOf(Pausable(), duration: 1, taps: [("Pause", 0.5)])
        // The tap's update (frame 30) comes before the frame's own pass: frame 29's date stays.
        let expected = (0...60).map { 60 * Double(min($0, 29)) / 60 }
        expectFrames(try trace.series("Pausable/VStack/Circle", "offset"), expected)
    }

    /// Explicit dates: before the first one the content sees the time the view appeared.
    struct Explicit: View {
        let log: DateLog

        var body: some View {
            TimelineView(.explicit([0.25, 0.5].map { Date(timeIntervalSinceReferenceDate: $0) })) { context in
                let _ = log.record(context)
                Circle().offset(x: 100 * context.date.timeIntervalSinceReferenceDate)
            }
        }
    }

    @Test func explicitDatesUpdateUntilTheLast() throws {
        let log = DateLog()
        let trace = try traceOf(Explicit(log: log))
        #expect(log.seconds == [0, 0.25, 0.5])
        #expect(trace.times.last == 0.5)
        let expected = (0...30).map { $0 < 15 ? 0.0 : $0 < 30 ? 25 : 50 }
        expectFrames(try trace.series("Explicit/Circle", "offset"), expected)
    }

    /// A schedule of your own: its entries are stepped through from the view's start.
    struct QuarterSeconds: TimelineSchedule {
        func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
            (0..<4).map { startDate.addingTimeInterval(Double($0) * 0.25) }
        }
    }

    struct Custom: View {
        let log: DateLog

        var body: some View {
            TimelineView(QuarterSeconds()) { context in
                let _ = log.record(context)
                Text(context.cadence == .live && !(context.cadence > .live) ? "live" : "slow")
                    .opacity(context.date.timeIntervalSinceReferenceDate)
            }
        }
    }

    @Test func customScheduleIsSteppedThrough() throws {
        let log = DateLog()
        let trace = try traceOf(Custom(log: log))
        #expect(log.seconds == [0, 0.25, 0.5, 0.75])
        #expect(trace.times.last == 0.75)
        #expect(try trace.series("Custom/Text", "opacity").last == 0.75)
    }

    /// A keyframe animator inside a timeline view is driven every frame, also between the
    /// timeline's entries.
    struct Nested: View {
        let log: DateLog

        var body: some View {
            TimelineView(.everyMinute) { context in
                let _ = log.record(context)
                KeyframeAnimator(initialValue: 0.0, repeating: true) { value in
                    Circle().offset(x: value)
                } keyframes: { _ in
                    KeyframeTrack {
                        LinearKeyframe(60, duration: 1)
                    }
                }
            }
        }
    }

    @Test func frameDrivenContentRunsBetweenEntries() throws {
        let log = DateLog()
        let trace = try traceOf(Nested(log: log), duration: 0.5)
        #expect(log.seconds == [0])
        expectFrames(try trace.series("Nested/Circle", "offset"), (0...30).map(Double.init), tolerance: 1e-9)
    }
}
