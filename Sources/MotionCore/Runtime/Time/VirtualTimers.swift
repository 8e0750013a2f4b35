/// Work scheduled on the virtual clock: `DispatchQueue.main.async`/`asyncAfter` closures and
/// `Task.sleep` continuations, each due at a time in nanoseconds (like `DispatchTime`).
struct VirtualTimers {
    /// What happens when a timer is due.
    enum Work {
        /// A dispatched closure (a `timer` event).
        case closure(() -> Void)
        /// The runtime's own deferred work (no event).
        case deferred(() -> Void)
        /// A sleeping task to resume (`true`) or to fail with `CancellationError` (`false`).
        case sleep((Bool) -> Void)
    }

    private struct Entry {
        let deadline: UInt64
        let sequence: Int
        let work: Work
    }

    private var entries: [Entry] = []
    private var nextSequence = 0

    var isEmpty: Bool { entries.isEmpty }

    /// Schedules `work` at `deadline`; returns its id (for cancelling a sleep).
    @discardableResult
    mutating func schedule(at deadline: UInt64, _ work: Work) -> Int {
        nextSequence += 1
        entries.append(Entry(deadline: deadline, sequence: nextSequence, work: work))
        return nextSequence
    }

    /// Removes the timer `id` and returns its work.
    mutating func cancel(_ id: Int) -> Work? {
        guard let index = entries.firstIndex(where: { $0.sequence == id }) else { return nil }
        return entries.remove(at: index).work
    }

    /// Whether a timer is due by `time`.
    func hasDue(by time: UInt64) -> Bool {
        entries.contains { $0.deadline <= time }
    }

    /// Removes and returns the earliest timer due by `time` (ties in scheduling order).
    mutating func popDue(by time: UInt64) -> Work? {
        var best: Int?
        for (index, entry) in entries.enumerated() where entry.deadline <= time {
            if let current = best {
                let other = entries[current]
                if (entry.deadline, entry.sequence) < (other.deadline, other.sequence) { best = index }
            } else {
                best = index
            }
        }
        return best.map { entries.remove(at: $0).work }
    }
}

extension ViewRuntime {
    /// The current frame's time in nanoseconds (the clock of `DispatchTime`), rounded from
    /// k / fps seconds.
    var nanoseconds: UInt64 {
        UInt64((time * 1e9).rounded())
    }

    /// Whether `processTimeEvents()` has anything to run now: a timer or sleep due, a task job
    /// queued, or an update or action waiting. A frame with none skips it (and the context it
    /// runs in).
    var hasTimeEventsDue: Bool {
        timers.hasDue(by: nanoseconds) || executor.hasJobs || !queue.updates.isEmpty || !queue.postActions.isEmpty
    }

    /// Runs everything due by the current time, in deadline order: dispatched closures (each
    /// followed by the updates it causes), resumed sleeps and the task work they release.
    func processTimeEvents() {
        var rounds = 0
        while let work = timers.popDue(by: nanoseconds) {
            rounds += 1
            if rounds > Self.maximumUpdatesPerEvent {
                warn("more than \(Self.maximumUpdatesPerEvent) timers due at one time; the rest wait for the next frame")
                break
            }
            switch work {
            case .closure(let closure):
                record(.timer)
                closure()
            case .deferred(let work):
                work()
            case .sleep(let resume):
                resume(true)
            }
            drainTasks()
            flush()
        }
        drainTasks()
        flush()
    }
}
