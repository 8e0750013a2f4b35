import Foundation

/// Runs independent pieces of work on a fixed number of threads and keeps their results in
/// input order, so a caller that assembles them gets the same bytes however the work was
/// scheduled: the pages of the site, the compile-and-run jobs of a check, trace decoding.
public enum ParallelMap {
    /// The stack of each worker thread: that of a main thread, because the work recurses as
    /// deep as it does there (view trees, nested documents).
    static let stackSize = 8 << 20

    /// `transform` of every element of `elements`, in order, computed on at most `width`
    /// threads (by default one per core), each taking the next element until none is left; it
    /// returns when every call has returned. `transform` must not touch shared mutable state
    /// other than through a lock (``Locked``).
    public static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], width: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        guard !elements.isEmpty else { return [] }
        let next = Locked(0)
        let results = Locked([Result?](repeating: nil, count: elements.count))
        let workers = DispatchGroup()
        for _ in 0..<min(max(1, width), elements.count) {
            workers.enter()
            let thread = Thread {
                while let index = next.withValue({ index -> Int? in
                    guard index < elements.count else { return nil }
                    defer { index += 1 }
                    return index
                }) {
                    let result = transform(elements[index])
                    results.withValue { $0[index] = result }
                }
                workers.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        workers.wait()
        return results.withValue { $0.map { $0! } }
    }
}
