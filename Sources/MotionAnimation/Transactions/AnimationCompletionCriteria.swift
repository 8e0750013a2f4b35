/// When a completion passed to `withAnimation` runs [A].
public struct AnimationCompletionCriteria: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case logicallyComplete
        case removed
    }

    let kind: Kind

    /// When every animation created by the change is logically complete (a spring at its
    /// duration, a timing curve at its end), ignoring animations added later that interrupt
    /// them [A].
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)

    /// When every animation created by the change, and any it was merged or combined into, has
    /// been removed [A].
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}
