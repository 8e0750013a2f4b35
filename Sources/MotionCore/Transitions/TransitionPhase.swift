/// Where a view is in its transition [A]: about to appear, shown, or removed. Its `value` is
/// −1, 0 and +1 (SEMANTICS.md, "Transitions", [O]).
public enum TransitionPhase: Hashable, Sendable {
    case willAppear
    case identity
    case didDisappear

    /// Whether the view is shown as it is (no transition effect) [A].
    public var isIdentity: Bool { self == .identity }

    /// −1 before appearing, 0 shown, +1 removed [A].
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does, for the system [A]: whether it moves the view (transitions with
/// motion become `.opacity` when Reduce Motion is on).
public struct TransitionProperties: Sendable {
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}
