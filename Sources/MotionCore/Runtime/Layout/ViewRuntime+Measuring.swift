import Foundation

/// A view measured apart from the tree: walked once in a runtime of its own, with the
/// environment it would have, and never mounted (no `onAppear`, no task, no trace), so a
/// container can ask its size for any proposal without showing it (`ViewThatFits`'s candidates
/// it does not choose). State starts from its initial values.
final class MeasuredView {
    private let runtime: ViewRuntime
    /// One layout pass over the runtime's tree, which does not change: its sizes are kept.
    private let pass = LayoutPass()

    init(_ view: any View, environment: EnvironmentValues) {
        runtime = Self.runtime(for: view, environment: environment)
        runtime.walkApart()
    }

    private static func runtime<V: View>(for view: V, environment: EnvironmentValues) -> ViewRuntime {
        ViewRuntime(root: view, environment: environment)
    }

    /// The view's size for `proposal`, points.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        pass.size(runtime.host, proposal)
    }
}

extension ViewRuntime {
    /// Builds the tree of the root view without mounting it: one walk, outside observation
    /// tracking, whose appearances and recorded events are never run or kept.
    fileprivate func walkApart() {
        inContext {
            walks.isWalking = true
            walks.count += 1
            walkRoot(Transaction())
            walks.isWalking = false
            walks.insertedNodes = []
            walks.removedNodes = []
            deferredRecords = []
        }
    }
}
