import Foundation

/// How a timeline view asks its schedule for entries [A]. MotionCore always asks for `.normal`.
public enum TimelineScheduleMode: Sendable {
    /// Entries at the schedule's own cadence [A].
    case normal
    /// Only the "major" entries, if the schedule has such [A].
    case lowFrequency
}

/// A type that gives a `TimelineView` the dates at which it updates [A]: `entries(from:mode:)`
/// returns them in ascending order, starting around the date the view appeared.
///
/// In MotionCore the date t seconds after mounting is `Date(timeIntervalSinceReferenceDate: t)`
/// (the virtual display clock), so a schedule sees `startDate` on that clock.
public protocol TimelineSchedule {
    /// The mode of the request [A].
    typealias Mode = TimelineScheduleMode
    /// The sequence of dates [A].
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates, ascending, from around `startDate` on [A].
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// A schedule whose entries the runtime computes from the virtual time itself (exactly, without
/// stepping through the sequence). Times are seconds on the virtual clock; `start` is the time
/// the timeline view appeared.
protocol VirtualClockSchedule {
    /// The latest entry at or before `time` (`nil`: none, the view keeps the date it shows).
    func latestEntry(atOrBefore time: Double, start: Double) -> Double?
    /// Whether the schedule has an entry after `time`.
    func hasEntry(after time: Double, start: Double) -> Bool
}

/// Slack when comparing an entry with a frame's time, in seconds: sums like 3 × 0.1 land a hair
/// past the frame time 0.3 that they mean [GUESS].
let timelineTolerance = 1e-9

// MARK: - Animation

/// Entries as often as the display refreshes, or at most every `minimumInterval` seconds, or
/// none while paused [A].
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The least time between two entries, in seconds (`nil`: every frame) [A].
    public let minimumInterval: Double?
    /// Whether the schedule stopped giving entries [A].
    public let paused: Bool

    /// A schedule updating every frame, or at most every `minimumInterval` seconds; `paused`
    /// stops it [A].
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Entries from `start` on, `minimumInterval` apart (a 60 Hz frame apart when `nil`); none
    /// when paused or in `.lowFrequency` mode [A].
    public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: start, step: step, remaining: paused || mode == .lowFrequency ? 0 : Int.max)
    }

    private var step: Double {
        guard let minimumInterval, minimumInterval > 0 else { return 1.0 / 60 }
        return minimumInterval
    }

    /// The dates of an animation schedule [A].
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let step: Double
        var remaining: Int

        public mutating func next() -> Date? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            defer { upcoming = upcoming.addingTimeInterval(step) }
            return upcoming
        }
    }
}

extension AnimationTimelineSchedule: VirtualClockSchedule {
    /// Every frame's own time; with an interval, start + k·interval; paused: none [GUESS for the
    /// alignment to the start].
    func latestEntry(atOrBefore time: Double, start: Double) -> Double? {
        guard !paused else { return nil }
        guard let minimumInterval, minimumInterval > 0 else { return time }
        let steps = ((time - start) / minimumInterval + timelineTolerance).rounded(.down)
        return start + max(steps, 0) * minimumInterval
    }

    func hasEntry(after time: Double, start: Double) -> Bool {
        !paused
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates every frame [A].
    public static var animation: AnimationTimelineSchedule {
        AnimationTimelineSchedule()
    }

    /// Updates at most every `minimumInterval` seconds (`nil`: every frame); `paused` stops the
    /// updates [A].
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

// MARK: - Periodic

/// Entries `interval` seconds apart, in phase with `startDate` [A].
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// A schedule with entries at `startDate` + k·`interval` [A].
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The entries from the last one at or before `startDate` on [A].
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let start = startDate.timeIntervalSinceReferenceDate
        let first = latestEntry(atOrBefore: start, start: start) ?? self.startDate.timeIntervalSinceReferenceDate
        return Entries(first: first, interval: interval, index: 0)
    }

    /// The dates of a periodic schedule [A].
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let first: Double
        let interval: Double
        var index: Int

        public mutating func next() -> Date? {
            guard interval > 0 || index == 0 else { return nil }
            defer { index += 1 }
            return Date(timeIntervalSinceReferenceDate: first + Double(index) * interval)
        }
    }
}

extension PeriodicTimelineSchedule: VirtualClockSchedule {
    /// startDate + k·interval for the largest whole k (negative too: the phase holds before the
    /// start date) [GUESS]; a non-positive interval gives the start date alone.
    func latestEntry(atOrBefore time: Double, start: Double) -> Double? {
        let origin = startDate.timeIntervalSinceReferenceDate
        guard interval > 0 else { return origin <= time + timelineTolerance ? origin : nil }
        let steps = ((time - origin) / interval + timelineTolerance).rounded(.down)
        return origin + steps * interval
    }

    func hasEntry(after time: Double, start: Double) -> Bool {
        interval > 0 || startDate.timeIntervalSinceReferenceDate > time + timelineTolerance
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Updates every `interval` seconds, in phase with `startDate` [A].
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

// MARK: - Every minute

/// Entries at the start of every minute [A].
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// A per-minute schedule [A].
    public init() {}

    /// Whole minutes from the one containing `startDate` on [A].
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: Self.minute(atOrBefore: startDate.timeIntervalSinceReferenceDate))
    }

    static func minute(atOrBefore time: Double) -> Double {
        ((time + timelineTolerance) / 60).rounded(.down) * 60
    }

    /// The dates of a per-minute schedule [A].
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Double

        public mutating func next() -> Date? {
            defer { upcoming += 60 }
            return Date(timeIntervalSinceReferenceDate: upcoming)
        }
    }
}

extension EveryMinuteTimelineSchedule: VirtualClockSchedule {
    /// The whole minute (of reference-date seconds) at or before `time` [A].
    func latestEntry(atOrBefore time: Double, start: Double) -> Double? {
        Self.minute(atOrBefore: time)
    }

    func hasEntry(after time: Double, start: Double) -> Bool {
        true
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Updates at the start of every minute [A].
    public static var everyMinute: EveryMinuteTimelineSchedule {
        EveryMinuteTimelineSchedule()
    }
}

// MARK: - Explicit

/// Entries at the dates given, whatever the start [A].
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    private let dates: Entries

    /// A schedule with the given dates (ascending) [A].
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates given at creation; the start and the mode are ignored [A].
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}

extension TimelineSchedule {
    /// Updates at the given dates [A].
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

// MARK: - Any schedule

/// Where a schedule stands at a time: its latest entry at or before it and whether more follow.
/// Built-in schedules compute this directly; any other one is stepped through from the view's
/// start (at most `maximumSteps` entries) [GUESS].
struct TimelinePosition {
    var latest: Double?
    var hasMore: Bool

    static let maximumSteps = 100_000

    init(_ schedule: some TimelineSchedule, time: Double, start: Double) {
        if let direct = schedule as? any VirtualClockSchedule {
            latest = direct.latestEntry(atOrBefore: time, start: start)
            hasMore = direct.hasEntry(after: time, start: start)
            return
        }
        latest = nil
        hasMore = false
        var iterator = schedule.entries(from: Date(timeIntervalSinceReferenceDate: start), mode: .normal).makeIterator()
        for _ in 0..<Self.maximumSteps {
            guard let entry = iterator.next()?.timeIntervalSinceReferenceDate else { return }
            if entry > time + timelineTolerance {
                hasMore = true
                return
            }
            latest = entry
        }
    }
}
