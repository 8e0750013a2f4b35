import Foundation

/// A timer on the virtual clock [A Foundation `Timer`]: it fires at the first frame at or after
/// its fire date, before that frame's taps (as `DispatchQueue.main.asyncAfter` does), with a
/// `timer` event.
///
/// A repeating timer's n-th fire date is the first fire date plus n × `timeInterval` (computed
/// by multiplication, not a running sum); when a frame is later than several fire dates (an
/// interval shorter than a frame), it fires once and moves to the next fire date after the
/// frame, as a run loop does. `scheduledTimer` and `RunLoop.add(_:forMode:)` schedule it on the
/// running view's clock; outside a running view it is never scheduled (it stays valid, as a
/// timer on a run loop that never runs). `tolerance` is accepted and not used.
public final class Timer: @unchecked Sendable {
    /// Seconds between fires of a repeating timer (0 for one that fires once) [A].
    public let timeInterval: TimeInterval
    /// Accepted, not used (the virtual clock is exact) [A].
    public var tolerance: TimeInterval = 0
    /// Anything you attach to it [A].
    public var userInfo: Any?
    /// Whether it may still fire [A].
    public private(set) var isValid = true

    private let repeats: Bool
    private var block: ((Timer) -> Void)?
    /// The first fire date and the fires since it, as virtual-clock nanoseconds.
    private var firstDeadline: UInt64
    private var fires: UInt64 = 0
    /// Where it is scheduled.
    private weak var runtime: ViewRuntime?
    private var scheduled: Int?

    /// A timer that first fires `interval` seconds from now, not yet scheduled [A]. An interval of
    /// 0 or less is 0.0001 s, as in Foundation.
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        let interval = interval > 0 ? interval : 0.0001
        self.init(
            first: (DispatchTime.now() + interval).uptimeNanoseconds, interval: interval, repeats: repeats, block: block)
    }

    /// A timer that first fires at `date` (a virtual-clock date), not yet scheduled [A].
    public convenience init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.init(first: VirtualClock.nanoseconds(of: date), interval: interval > 0 ? interval : 0.0001, repeats: repeats, block: block)
    }

    private init(first: UInt64, interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        firstDeadline = first
        timeInterval = repeats ? interval : 0
        self.repeats = repeats
        self.block = block
    }

    /// A timer scheduled on the running view's clock that first fires `interval` seconds from
    /// now [A].
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    /// The date of the next fire [A]; setting it moves the next fire (and those after it).
    public var fireDate: Date {
        get { VirtualClock.date(atNanoseconds: nextDeadline) }
        set {
            firstDeadline = VirtualClock.nanoseconds(of: newValue)
            fires = 0
            if scheduled != nil { reschedule() }
        }
    }

    /// Runs the block now, without changing the schedule; a timer that does not repeat is then
    /// invalidated [A].
    public func fire() {
        guard isValid else { return }
        block?(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer; it never fires again [A].
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        block = nil
        if let id = scheduled, let runtime { _ = runtime.timers.cancel(id) }
        scheduled = nil
    }

    /// Schedules the timer on the running view's clock (`scheduledTimer`, `RunLoop.add`).
    func schedule() {
        guard isValid, scheduled == nil, let runtime = ViewRuntime.current, runtime.checkThread("Timer") else { return }
        self.runtime = runtime
        reschedule()
    }

    private var nextDeadline: UInt64 {
        guard repeats, fires > 0 else { return firstDeadline }
        let offset = (Double(fires) * timeInterval * 1e9).rounded()
        return offset >= Double(UInt64.max - firstDeadline) ? .max : firstDeadline + UInt64(offset)
    }

    private func reschedule() {
        guard let runtime else { return }
        if let id = scheduled { _ = runtime.timers.cancel(id) }
        scheduled = runtime.timers.schedule(at: nextDeadline, .closure { [self] in self.fired() })
    }

    /// Due: runs the block, then schedules the next fire after the current frame (or ends).
    private func fired() {
        scheduled = nil
        guard isValid, let runtime else { return }
        block?(self)
        guard repeats else {
            invalidate()
            return
        }
        guard isValid, scheduled == nil else { return }
        let now = runtime.nanoseconds
        repeat { fires += 1 } while nextDeadline <= now && nextDeadline != .max
        reschedule()
    }
}

extension RunLoop {
    /// Schedules `timer` on the running view's virtual clock; every mode is the same [A].
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        timer.schedule()
    }
}
