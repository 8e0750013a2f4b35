import Dispatch

/// Runs independent pieces of work on every core and keeps their results in input order, so a
/// caller that assembles them gets the same bytes however the work was scheduled.
enum ConcurrentMap {
    /// `transform` of every element of `elements`, in order, computed concurrently (one
    /// `DispatchQueue.concurrentPerform` iteration per element; the system balances them over
    /// the cores). `transform` must not touch shared mutable state.
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard elements.count > 1 else { return elements.map(transform) }
        var results = [Result?](repeating: nil, count: elements.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                slots.base[index] = transform(elements[index])
            }
        }
        return results.map { $0! }
    }

    /// The result array's storage, shared by the iterations. Each iteration writes only its
    /// own index, and `concurrentPerform` returns after every iteration has finished, so no
    /// slot is ever accessed by two threads and every write is visible afterwards.
    private struct Slots<Result>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Result?>
    }
}
