import Foundation

/// Where a publisher delivers [A Combine]. On the virtual clock there is one thread, so a
/// scheduler only names where code would run: `receive(on: DispatchQueue.main)` and
/// `receive(on: RunLoop.main)` deliver at once. (Combine's time and scheduling requirements are
/// not part of it.)
public protocol Scheduler {
    /// Options for scheduling work [A Combine]; accepted, not used.
    associatedtype SchedulerOptions
}

extension DispatchQueue: Scheduler {
    /// Options for the queue as a scheduler [A Combine]; accepted, not used.
    public struct SchedulerOptions: Sendable {
        public init() {}
    }
}

extension RunLoop: Scheduler {
    /// Options for the run loop as a scheduler [A Combine]; accepted, not used.
    public struct SchedulerOptions: Sendable {
        public init() {}
    }
}

/// A scheduler that runs work at once [A Combine].
public struct ImmediateScheduler: Scheduler, Sendable {
    public typealias SchedulerOptions = Never
    /// The shared instance [A Combine].
    public static let shared = ImmediateScheduler()
}
