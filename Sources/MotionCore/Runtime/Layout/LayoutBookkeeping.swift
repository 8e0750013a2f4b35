import Foundation

/// The runtime's layout passes (`ViewRuntime+Layout`): the frames an update's layout gives,
/// queued until the update commits them, and the frames views read during walks.
struct LayoutBookkeeping {
    /// Layout passes so far (the number of the current one).
    var passes = 0
    /// Frame changes of the current update's layout, committed when it ends, and the order
    /// their nodes were first queued in.
    var pendingGeometry: [ObjectIdentifier: (node: ViewNode, changes: [(CGRect, Transaction)], pass: Int)] = [:]
    var pendingGeometryOrder: [ObjectIdentifier] = []
    /// Nesting of re-evaluations after layout (they run one level deep).
    var reevaluationDepth = 0
    /// Frames read during walks (`GeometryReader`, `visualEffect`), checked after layout.
    var reads: [LayoutRead] = []
}
