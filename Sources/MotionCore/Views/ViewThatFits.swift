import Foundation
import MotionAnimation

/// A view that shows the first of its views that fits the space it is offered [A]: a visible
/// node `ViewThatFits` holding only the chosen view. Its views are the views of its content (a
/// block, a `Group`, a `ForEach`, an `if`), in order of preference. The layout chooses
/// (`ViewThatFitsLayout`): the first view whose ideal size (its size for an unspecified
/// proposal) is within the proposal along `axes` [A]; the last view when none is [O]; the first
/// view when `axes` is empty [A]. Only the chosen view is in the tree, so it alone appears
/// (`onAppear`, traced properties); the others are measured apart, each in a runtime of its own
/// that is walked but never mounted (`MeasuredView`) [GUESS: SwiftUI does not document the
/// lifecycle of the views it does not choose]. The choice is the last layout's: the first walk
/// holds no view, the layout that follows chooses, and the view is walked again with its choice
/// in the same update; a later change of the proposal that changes the choice does the same.
public struct ViewThatFits<Content: View>: View, BuiltinView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// A view that shows the first view of `content` that fits along `axes` [A].
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: "ViewThatFits", typeName: "ViewThatFits")
        let state = node.slots[ViewThatFitsState.slot] as? ViewThatFitsState ?? ViewThatFitsState()
        node.slots[ViewThatFitsState.slot] = state
        node.layout.base = ViewThatFitsLayout(axes: axes, state: state)
        let inner = context.forContent
        node.rewalk = { [unowned runtime, unowned node] transaction in
            var rewalked = inner
            rewalked.transaction = transaction
            self.evaluate(node, state: state, runtime: runtime, rewalked)
        }
        evaluate(node, state: state, runtime: runtime, inner)
    }

    /// Measures every candidate apart and walks the one the last layout chose (none before the
    /// first layout); the layout that follows is read, so a new choice walks it again.
    private func evaluate(_ node: ViewNode, state: ViewThatFitsState, runtime: ViewRuntime, _ context: WalkContext) {
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            let candidates = ViewThatFitsState.candidates(in: content, at: inner)
            state.measured = candidates.map { MeasuredView($0.view, environment: context.environment) }
            state.mounted = state.chosen.map { min($0, candidates.count - 1) }
            if let mounted = state.mounted, mounted >= 0 {
                candidates[mounted].walk.walk(candidates[mounted].view, context)
            } else {
                state.mounted = nil
            }
        }
        runtime.readLayoutChoice(of: node) { state.chosen != state.mounted }
    }
}

/// What a `ViewThatFits` keeps on its node: its candidates measured apart, the one walked and
/// the one its last layout chose.
final class ViewThatFitsState {
    static let slot = "ViewThatFits.choice"
    /// Each candidate in order, measured in a runtime of its own.
    var measured: [MeasuredView] = []
    /// The candidate walked into the tree (nil: none yet).
    var mounted: Int?
    /// The candidate the last layout placed (nil: not laid out yet).
    var chosen: Int?

    /// The candidates of `content` at `walk`: each view of a block, `Group`, `ForEach` or `if`.
    static func candidates(in content: any View, at walk: Walk) -> [(walk: Walk, view: any View)] {
        guard let list = content as? any TransitionDistributing else { return [(walk, content)] }
        var found: [(walk: Walk, view: any View)] = []
        list.forEachPlace(walk) { place, view in found += candidates(in: view, at: place) }
        return found
    }
}
