extension Transaction {
    /// The animation a change in this transaction gets: `animation`, or velocity tracking if
    /// there is none and `tracksVelocity` is on (SEMANTICS.md, "Animator", [O] `effectiveAnimation`).
    var effectiveAnimation: Animation? {
        animation ?? (tracksVelocity ? Animation(VelocityTrackingAnimation()) : nil)
    }
}
