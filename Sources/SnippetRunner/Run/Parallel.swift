import Foundation

/// Runs work items on a fixed number of threads (the compile jobs of a check: one swiftc, then
/// one program, per item), each thread taking the next item until none is left.
enum Parallel {
    /// Calls `body(index)` for every index in `0..<count` on at most `width` threads and returns
    /// when all calls have returned.
    static func forEach(_ count: Int, width: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let state = SharedCounter(count: count)
        let threads = min(max(1, width), count)
        for _ in 0..<threads {
            let thread = Thread {
                while let index = state.next() { body(index) }
                state.workerFinished()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        state.waitForWorkers(threads)
    }
}

/// The next index to hand out and the number of finished workers, under one condition lock.
private final class SharedCounter: @unchecked Sendable {
    private let condition = NSCondition()
    private var nextIndex = 0
    private var finished = 0
    private let count: Int

    init(count: Int) {
        self.count = count
    }

    func next() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard nextIndex < count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func workerFinished() {
        condition.lock()
        finished += 1
        condition.broadcast()
        condition.unlock()
    }

    func waitForWorkers(_ workers: Int) {
        condition.lock()
        while finished < workers { condition.wait() }
        condition.unlock()
    }
}

/// A value shared between threads, read and written under a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
