/// The context of a state change: which animation to use and how to apply it [A].
///
/// Same shape as SwiftUI's `Transaction`: built-in properties (`animation`,
/// `disablesAnimations`, `isContinuous`, `tracksVelocity`) and custom values under
/// `TransactionKey`s. A transaction records which keys were set, so that nested
/// `withTransaction` calls layer: the inner transaction's set keys override the outer ones
/// (SEMANTICS.md, "Transactions", iOS 17 semantics). It also carries the completion listeners added by
/// `withAnimation(_:completionCriteria:_:completion:)` or `addAnimationCompletion`, for the
/// runtime to count animators against and fire.
public struct Transaction: Sendable {
    /// The values set on this transaction, by key type.
    var values: TransactionValues = TransactionValues()
    /// Completion listeners, outermost first.
    package var completionListeners: [AnimationCompletionListener] = []

    /// A transaction with nothing set [A].
    public init() {}

    /// A transaction whose `animation` is `animation` (which may be `nil`, disabling animation
    /// for changes made in it) [A].
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The value under `key`, or its `defaultValue` if none was set [A].
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values.storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values.storage[ObjectIdentifier(key)] = newValue }
    }

    /// The animation to apply to changes made in this transaction, or `nil` for none [A].
    public var animation: Animation? {
        get { self[AnimationTransactionKey.self] }
        set { self[AnimationTransactionKey.self] = newValue }
    }

    /// Whether implicit animations (`.animation(_:value:)` and friends) may replace this
    /// transaction's animation: `true` stops them, but does not remove `animation` itself
    /// (SEMANTICS.md, "Transactions", [A], [O]).
    public var disablesAnimations: Bool {
        get { self[DisablesAnimationsTransactionKey.self] }
        set { self[DisablesAnimationsTransactionKey.self] = newValue }
    }

    /// Whether the change comes from a continuous interaction such as a drag [A]. No animation
    /// math depends on it.
    public var isContinuous: Bool {
        get { self[IsContinuousTransactionKey.self] }
        set { self[IsContinuousTransactionKey.self] = newValue }
    }

    /// Whether changes without an animation track their velocity, so that a later spring starts
    /// with it [A]. Such a change shows its new value at once (`VelocityTrackingAnimation`).
    public var tracksVelocity: Bool {
        get { self[TracksVelocityTransactionKey.self] }
        set { self[TracksVelocityTransactionKey.self] = newValue }
    }

    /// Whether the transaction animates: an animation is set and `disablesAnimations` is off
    /// (SEMANTICS.md, "Transactions", [O] `isAnimated`).
    var isAnimated: Bool { animation != nil && !disablesAnimations }

    /// Adds `completion`, to run once every animation this transaction creates has met
    /// `criteria` [A].
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete,
        _ completion: @escaping () -> Void
    ) {
        completionListeners.append(AnimationCompletionListener(criteria: criteria, completion))
    }

    /// This transaction with `other` layered on top: keys set on `other` win, listeners of both
    /// are kept (outer first).
    func merging(_ other: Transaction) -> Transaction {
        var result = self
        result.values.storage.merge(other.values.storage) { _, inner in inner }
        result.completionListeners += other.completionListeners
        return result
    }
}

/// The storage of a transaction's values.
///
/// `@unchecked Sendable`: values of custom keys are not required to be `Sendable` (SwiftUI's
/// `TransactionKey` does not require it), and MotionCore's engine reads and writes transactions
/// on one thread only, synchronously inside `withTransaction`.
struct TransactionValues: @unchecked Sendable {
    var storage: [ObjectIdentifier: Any] = [:]
}

/// `Transaction.animation`.
private enum AnimationTransactionKey: TransactionKey {
    static var defaultValue: Animation? { nil }
}

/// `Transaction.disablesAnimations`.
private enum DisablesAnimationsTransactionKey: TransactionKey {
    static var defaultValue: Bool { false }
}

/// `Transaction.isContinuous`.
private enum IsContinuousTransactionKey: TransactionKey {
    static var defaultValue: Bool { false }
}

/// `Transaction.tracksVelocity`.
private enum TracksVelocityTransactionKey: TransactionKey {
    static var defaultValue: Bool { false }
}
