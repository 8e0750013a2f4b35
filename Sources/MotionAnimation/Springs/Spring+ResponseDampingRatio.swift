import Foundation

extension Spring {
    /// Creates a spring with a `response` (the undamped period, seconds) and a damping ratio
    /// (1 = critically damped; a negative ratio passes through) [A `init(response:dampingRatio:)`,
    /// SEMANTICS.md, "Springs"].
    public init(response: Double, dampingRatio: Double) {
        self.init(response: response, dampingFraction: dampingRatio)
    }

    /// The stiffness of the spring, as an approximate duration in seconds: the same value as
    /// `duration` [A], SEMANTICS.md, "Springs".
    public var response: Double { duration }

    /// The amount of drag as a fraction of critical damping: λ·response/τ [A], SEMANTICS.md, "Springs".
    public var dampingRatio: Double { decayConstant * response / Spring.tau }
}
