import Foundation

/// A view with no appearance of its own whose content is built again at the dates of a schedule
/// [A]; see `TimelineViewNode` for the rules MotionCore follows.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// What the content closure receives [A]: the schedule's date that caused the update and the
    /// rate of updates.
    public struct Context {
        /// How often a timeline view updates [A]; slower cadences compare greater.
        public enum Cadence: Comparable, Sendable {
            /// Continuously [A].
            case live
            /// About once a second [A].
            case seconds
            /// About once a minute [A].
            case minutes
        }

        /// The schedule's entry that caused this update (the virtual clock: t seconds after
        /// mounting is `Date(timeIntervalSinceReferenceDate: t)`) [A].
        public let date: Date
        /// The rate of updates [A]; always `.live` in MotionCore (the display never slows down).
        public let cadence: Cadence
    }
}

/// The context every timeline view's content receives [A].
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View, BuiltinView where Content: View {
    public typealias Body = Never

    /// A timeline view updating at the entries of `schedule` [A].
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        TimelineViewNode(schedule: schedule, content: content).walk(walk, context)
    }
}
