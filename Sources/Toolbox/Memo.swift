/// Values worked out once and kept by key, for a process that asks again (`serve` rebuilds
/// after every save; a check plans the same snippet of three translations once): the one
/// shape of every such memo, so that each one says only what it keeps and how it is made.
///
/// A kept value is reused while `isCurrent` accepts it (a lesson whose bytes are those it was
/// parsed from); otherwise it is made again and replaces the old one, so a key holds one value
/// at a time and a long-running process keeps one per file, not one per save. What is made
/// is a pure function of what `isCurrent` compares, so a result made with the memo is the one
/// made without it. Making runs outside the lock: two threads that miss at once both make
/// the value, and the later one is kept. Safe to share between threads.
public final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    private let values = Locked<[Key: Value]>([:])

    public init() {}

    /// The value kept for `key` if there is one and `isCurrent` accepts it; otherwise
    /// `make()`, kept for `key` from now on.
    public func value(
        for key: Key, isCurrent: (Value) -> Bool = { _ in true }, make: () throws -> Value
    ) rethrows -> Value {
        if let known = self[key], isCurrent(known) { return known }
        let value = try make()
        store(value, for: key)
        return value
    }

    /// The value kept for `key`, or `make()` when it gives one (and it is then kept): a nil is
    /// not remembered, so a key without a value now is asked again next time.
    public func valueIfAny(for key: Key, make: () throws -> Value?) rethrows -> Value? {
        if let known = self[key] { return known }
        guard let value = try make() else { return nil }
        store(value, for: key)
        return value
    }

    /// The value kept for `key`, if any.
    public subscript(key: Key) -> Value? {
        values.withValue { $0[key] }
    }

    /// Keeps `value` for `key`, in place of what was kept.
    public func store(_ value: Value, for key: Key) {
        values.withValue { $0[key] = value }
    }
}
