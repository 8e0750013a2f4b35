/// A queue whose work runs on the virtual clock of the running view [A Dispatch].
///
/// `DispatchQueue.main.asyncAfter(deadline:execute:)` runs its closure at the first frame at or
/// after the deadline, before that frame's taps and sampling; `async` runs it in the current
/// frame, after the work in progress. Every queue (`main`, `global()`, your own) runs on the
/// same clock, in order. Outside a running view (no runtime), work is dropped.
public final class DispatchQueue: Sendable {
    /// The queue's label.
    public let label: String

    public init(label: String) {
        self.label = label
    }

    /// The main queue [A].
    public static let main = DispatchQueue(label: "com.apple.main-thread")

    /// A global queue: the same virtual clock as `main`.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue(label: "com.apple.root.default-qos")
    }

    /// Runs `work` in the current frame, after the work in progress.
    public func async(execute work: @escaping () -> Void) {
        schedule(at: .now(), work)
    }

    /// Runs `work` at the first frame at or after `deadline`.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        schedule(at: deadline, work)
    }

    /// Runs `item` at the first frame at or after `deadline`, unless it is cancelled.
    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        schedule(at: deadline) { item.perform() }
    }

    /// Runs `item` in the current frame, unless it is cancelled.
    public func async(execute item: DispatchWorkItem) {
        schedule(at: .now()) { item.perform() }
    }

    private func schedule(at deadline: DispatchTime, _ work: @escaping () -> Void) {
        guard let runtime = ViewRuntime.current, runtime.checkThread("DispatchQueue") else { return }
        runtime.timers.schedule(at: deadline.uptimeNanoseconds, .closure(work))
    }
}

/// Quality of service [A Dispatch]; accepted, not used.
public struct DispatchQoS: Sendable {
    public enum QoSClass: Sendable {
        case background, utility, `default`, userInitiated, userInteractive, unspecified
    }
}

/// Work that can be cancelled before it runs [A Dispatch].
public final class DispatchWorkItem: @unchecked Sendable {
    private let block: () -> Void
    /// Whether `cancel()` was called.
    public private(set) var isCancelled = false

    public init(block: @escaping () -> Void) {
        self.block = block
    }

    /// Runs the work unless it was cancelled.
    public func perform() {
        if !isCancelled { block() }
    }

    public func cancel() {
        isCancelled = true
    }
}
