/// Something that happened to a `PropertyAnimator`, at a frame time.
public struct AnimatorEvent: Sendable, Equatable {
    /// What happened.
    public enum Kind: String, Sendable, Equatable {
        /// A change started an animation on an idle property.
        case started
        /// A change's animation took over the running one's state (`shouldMerge` was true).
        case merged
        /// A change's animation was added to the running one's combining list (SEMANTICS.md, "Interruptions (merge and combine)").
        case combined
        /// The animation of `change` became logically complete (SEMANTICS.md, "Completion"): reported once per change.
        case logicallyComplete
        /// The animation carrying `change` was removed: the presented value is the model value.
        /// Reported once per change, for every change the removed animation carried.
        case removed
    }

    /// What happened.
    public var kind: Kind
    /// The frame time, in seconds.
    public var time: Double
    /// The change it concerns, as returned by `PropertyAnimator.set(_:transaction:at:)`.
    public var change: Int
    /// The animation of that change.
    public var animation: Animation

    public init(kind: Kind, time: Double, change: Int, animation: Animation) {
        self.kind = kind
        self.time = time
        self.change = change
        self.animation = animation
    }
}
