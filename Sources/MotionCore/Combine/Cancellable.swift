/// Something that can be cancelled [A Combine].
public protocol Cancellable {
    func cancel()
}

/// A type-erased cancellable that cancels when it is deinitialised [A Combine]: keep it (in a
/// property, or a `Set<AnyCancellable>` with `store(in:)`) for as long as the subscription should
/// live.
public final class AnyCancellable: Cancellable, Hashable {
    private var action: (() -> Void)?

    /// Runs `cancel` when cancelled or deinitialised [A Combine].
    public init(_ cancel: @escaping () -> Void) {
        action = cancel
    }

    /// Cancels `canceller` when cancelled or deinitialised [A Combine].
    public init<C: Cancellable>(_ canceller: C) {
        action = { canceller.cancel() }
    }

    deinit {
        action?()
    }

    public func cancel() {
        let action = self.action
        self.action = nil
        action?()
    }

    /// Keeps the cancellable in `set` [A Combine].
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps the cancellable in `collection` [A Combine].
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
