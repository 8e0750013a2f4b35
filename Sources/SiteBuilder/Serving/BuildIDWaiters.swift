#if canImport(Glibc)
import Glibc
#endif

/// The held requests of `/__motionbook/build-id?after=ID`: connections whose pages have build
/// `ID` and are answered as soon as the build id is another one, or after ``holdSeconds``
/// with the same id (the page asks again). At most `capacity` are held (one more answers the
/// one held longest). A held request costs a descriptor and a slot, no thread: the server's
/// accept loop owns them, polls them to notice clients that went away, and answers them.
/// Not thread-safe.
struct BuildIDWaiters {
    struct Waiter {
        var descriptor: Int32
        /// The build id the page has.
        var after: String
        var start: Double
        var headOnly: Bool
    }

    let capacity: Int
    let holdSeconds: Double
    private(set) var waiters: [Waiter] = []

    init(capacity: Int, holdSeconds: Double) {
        self.capacity = capacity
        self.holdSeconds = holdSeconds
    }

    var descriptors: [Int32] { waiters.map(\.descriptor) }
    /// When the waiter held longest is due, in ``MonotonicTime`` seconds.
    var nextExpiry: Double? { waiters.first.map { $0.start + holdSeconds } }

    /// Holds `waiter`; returns the one to answer now when that makes one too many.
    mutating func add(_ waiter: Waiter) -> Waiter? {
        waiters.append(waiter)
        return waiters.count > capacity ? waiters.removeFirst() : nil
    }

    /// Gives up the waiters to answer: those whose page's id is not `buildID` any more, and
    /// those held for ``holdSeconds`` at `now` (``MonotonicTime`` seconds).
    mutating func due(buildID: String, now: Double) -> [Waiter] {
        let expiry = now - holdSeconds
        let due = waiters.filter { $0.after != buildID || $0.start < expiry }
        waiters.removeAll { $0.after != buildID || $0.start < expiry }
        return due
    }

    /// Called when `descriptor` is readable: a client that closed its end (or failed) is
    /// closed and forgotten; bytes it sent after its request are dropped.
    mutating func readable(_ descriptor: Int32) {
        guard let index = waiters.firstIndex(where: { $0.descriptor == descriptor }) else { return }
        var buffer = [UInt8](repeating: 0, count: 512)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count > 0 { continue }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return }
            close(descriptor)
            waiters.remove(at: index)
            return
        }
    }

    mutating func closeAll() {
        for waiter in waiters { close(waiter.descriptor) }
        waiters.removeAll()
    }
}
