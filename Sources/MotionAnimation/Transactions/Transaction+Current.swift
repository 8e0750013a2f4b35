extension Transaction {
    /// The transaction in effect for code running inside `withTransaction`/`withAnimation`:
    /// every enclosing transaction merged, outermost first; an empty transaction outside any.
    ///
    /// A task-local value, so it follows the synchronous call stack of the body (and any child
    /// tasks it starts), never other threads. The view runtime reads it when a state value
    /// changes, as SwiftUI reads its thread's transaction.
    @TaskLocal package static var current = Transaction()
}
