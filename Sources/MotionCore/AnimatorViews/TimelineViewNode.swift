import Foundation
import MotionAnimation

/// The state of a timeline view's node.
final class TimelineViewState {
    /// The virtual time at which the view appeared, in seconds (the start of its schedule).
    let start: Double
    /// The date last given to the content, in seconds since the reference date.
    var shown: Double?

    init(start: Double) {
        self.start = start
    }

    /// The date for the content at `time`: the schedule's latest entry at or before it; without
    /// one (a paused schedule, dates still to come) the date shown last, else the time the view
    /// appeared [GUESS].
    func date(_ position: TimelinePosition) -> Double {
        position.latest ?? shown ?? start
    }
}

/// The walk of `TimelineView`: a transparent node whose content is evaluated with the context of
/// the schedule's current entry.
///
/// - The content is evaluated whenever the view is walked (its parent updates) and, in a frame's
///   per-frame pass, again only when the schedule's latest entry at or before the frame's time
///   differs from the date shown; changes the content makes then are not animated (an empty
///   transaction) unless the content animates them itself (`.animation(_:value:)`).
/// - The node stays frame-driven while the schedule has an entry after the current time: an
///   `.animation` schedule always, a paused one never, explicit dates until the last.
struct TimelineViewNode<Schedule: TimelineSchedule, Content: View> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.node(
            for: TimelineView<Schedule, Content>.self, at: walk, visible: false, name: "TimelineView", typeName: "TimelineView")
        let state = (node.animatorState as? TimelineViewState) ?? TimelineViewState(start: runtime.time)
        node.animatorState = state
        node.rewalk = { [unowned runtime, unowned node] transaction in
            var context = context
            context.transaction = transaction
            self.evaluate(state, node: node, runtime: runtime, context)
        }
        node.frameUpdateIsDue = { [unowned runtime] in
            let position = TimelinePosition(schedule, time: runtime.time, start: state.start)
            return state.date(position) != state.shown
        }
        evaluate(state, node: node, runtime: runtime, context)
    }

    private func evaluate(_ state: TimelineViewState, node: ViewNode, runtime: ViewRuntime, _ context: WalkContext) {
        let position = TimelinePosition(schedule, time: runtime.time, start: state.start)
        let date = state.date(position)
        state.shown = date
        node.isFrameDriven = position.hasMore
        let shown = content(TimelineViewDefaultContext(date: VirtualClock.date(atSeconds: date), cadence: .live))
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(shown, context)
        }
    }
}
