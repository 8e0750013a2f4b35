import Foundation

/// What the runtime knows of its walks (`ViewRuntime+Walk`, `performWalk`): whether one is in
/// progress, how many ran, and the nodes the current one created, removed and probed for.
struct WalkBookkeeping {
    /// Whether a walk is in progress: state reads then see the values of the update being
    /// applied, not writes queued for later ones.
    var isWalking = false
    /// Walks performed so far (the number of the current one).
    var count = 0
    /// Whether a walk happened after the last sample (a completion's change that the next frame
    /// must show).
    var walkedAfterSample = false
    /// Nodes created and removed by the current walk.
    var insertedNodes: [ViewNode] = []
    var removedNodes: [ViewNode] = []
    /// The walk after which no node was frame-driven: until the next walk, a frame has no
    /// view to re-evaluate and does not look for one (`driveFrame()`).
    var withoutFrameDrivenNodes: Int?
    /// Probes waiting for the first visible node a walk reaches (secondary views, transitions).
    var nodeProbes: [ViewNode?] = []
}
