import Foundation

/// State changes made in one transaction scope, applied as one update.
struct PendingUpdate {
    let scope: TransactionScope?
    let transaction: Transaction
    var changes: [() -> Void]
}

/// The runtime's update queue (`ViewRuntime+Updates`): state changes waiting to be applied and
/// the work the walks applying them cause.
struct UpdateQueue {
    /// State changes waiting to be applied, grouped by transaction scope.
    var updates: [PendingUpdate] = []
    /// Work to run after the current walk (lifecycle actions, `onChange`).
    var postActions: [() -> Void] = []
    /// `onChange` actions collected during the current walk.
    var changeActions: [() -> Void] = []
    /// Whether updates are being applied ahead of an `@Observable` write
    /// (`observedWriteWillHappen`).
    var isApplyingBeforeObservedWrite = false
}
