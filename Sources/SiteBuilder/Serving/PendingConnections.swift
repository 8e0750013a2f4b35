import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The connections whose request heads are still being read, in the order they came, with
/// the bytes read so far: at most `capacity` (adding one more closes the one waiting longest).
/// The sockets are non-blocking; the owner polls ``descriptors`` and calls ``read(_:)`` on the
/// readable ones. Not thread-safe: one thread (the server's accept loop) owns it.
struct PendingConnections {
    private struct Entry {
        var descriptor: Int32
        var start: Double
        var head: [UInt8] = []
    }

    let capacity: Int
    /// Bytes of head read before answering anyway (the response is then 400 or what the
    /// request line asks for).
    let headLimit: Int
    private var entries: [Entry] = []

    init(capacity: Int, headLimit: Int) {
        self.capacity = capacity
        self.headLimit = headLimit
    }

    var descriptors: [Int32] { entries.map(\.descriptor) }
    var count: Int { entries.count }
    /// When the connection waiting longest came, in ``MonotonicTime`` seconds.
    var oldestStart: Double? { entries.first?.start }

    mutating func add(_ descriptor: Int32, at time: Double) {
        if entries.count >= capacity { _ = closeOldest() }
        entries.append(Entry(descriptor: descriptor, start: time))
    }

    /// Closes the connection waiting longest; false when there is none.
    mutating func closeOldest() -> Bool {
        guard !entries.isEmpty else { return false }
        close(entries.removeFirst().descriptor)
        return true
    }

    /// Closes the connections that came before `time`.
    mutating func closeExpired(before time: Double) {
        while let first = entries.first, first.start < time { _ = closeOldest() }
    }

    /// Reads what `descriptor` has; returns the head and gives up the connection (the caller
    /// answers and closes it) once the head is complete (an empty line), at ``headLimit``, or
    /// at end of input; closes it on an error.
    mutating func read(_ descriptor: Int32) -> [UInt8]? {
        guard let index = entries.firstIndex(where: { $0.descriptor == descriptor }) else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count > 0 {
                let before = entries[index].head.count
                entries[index].head += buffer[0..<count]
                let head = entries[index].head
                if head[max(0, before - 3)...].containsSubsequence([13, 10, 13, 10]) || head.count >= headLimit {
                    entries.remove(at: index)
                    return head
                }
                continue
            }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return nil }
            if count < 0 && errno == EINTR { continue }
            let entry = entries.remove(at: index)
            if count == 0 && !entry.head.isEmpty { return entry.head }  // half-closed after a partial head
            close(descriptor)
            return nil
        }
    }

    mutating func closeAll() {
        for entry in entries { close(entry.descriptor) }
        entries.removeAll()
    }
}

/// Seconds on CLOCK_MONOTONIC, for the server's deadlines.
enum MonotonicTime {
    static var now: Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
