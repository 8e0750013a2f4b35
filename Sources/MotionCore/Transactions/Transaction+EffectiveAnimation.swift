extension Transaction {
    /// The animation a change in this transaction gets: `animation`, or velocity tracking if
    /// there is none and `tracksVelocity` is on (§0.2, [O] `effectiveAnimation`).
    var effectiveAnimation: Animation? {
        animation ?? (tracksVelocity ? Animation(VelocityTrackingAnimation()) : nil)
    }
}
