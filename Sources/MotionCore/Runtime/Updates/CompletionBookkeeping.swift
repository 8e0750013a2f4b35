import Foundation

/// The completion listeners of applied transactions (`ViewRuntime.fireCompletions`).
struct CompletionBookkeeping {
    /// Listeners of applied transactions, not yet fired.
    var listeners: [AnimationCompletionListener] = []
    /// Listeners the runtime added itself (phase animators): they fire silently.
    var internalListeners: Set<ObjectIdentifier> = []
}
