import Foundation

/// The runtime's transitions in flight (`ViewRuntime+Transitions`): views kept for their
/// removal, insertions waiting for the second pass of their update.
struct TransitionBookkeeping {
    /// Nodes kept for their removal transition.
    var removingNodes: [ViewNode] = []
    /// Transitions whose insertion waits for the second pass of its update.
    var pendingInsertions: [TransitionBox] = []
    /// Whether the walk in progress is an extra pass of an update with inserted transitions.
    var flipPass = false
    /// How deep the runtime is in walks of views being removed (no transition starts there).
    var removalWalkDepth = 0
    /// Removals started so far: the group number of the last one.
    var removalGroups = 0
}
