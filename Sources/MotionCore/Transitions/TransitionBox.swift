import MotionAnimation

/// The transition state of one view that has a `.transition`: kept at the modifier's place while
/// the view is shown, then on the node while it is being removed.
final class TransitionBox {
    /// Where the view is in its transition.
    enum Stage {
        /// Inserted in this update: shown in `.willAppear` (first with its layout unknown, then
        /// laid out), then animated to identity.
        case inserting(laidOut: Bool)
        /// Shown as it is.
        case shown
        /// Removed: animating to `.didDisappear`.
        case removing
    }

    var transition: AnyTransition
    var stage = Stage.shown
    /// The transaction the insertion animates with.
    var insertionTransaction = Transaction()
    /// The content below the modifier and the context at it, for walking a removed view again.
    var content: any View
    var context: WalkContext
    /// The nodes the content produced directly below its owner, in order: the roots of the
    /// insertion or removal. Content of several views gets a transition per view, so there are
    /// several only when one view puts more than one node in its container (a view and its
    /// `background`); they are inserted and removed together.
    var roots: [WeakNode] = []

    /// Whether `node` is one of the roots.
    func hasRoot(_ node: ViewNode) -> Bool {
        roots.contains { $0.node === node }
    }
    /// Where the box is kept while the view is shown.
    weak var owner: ViewNode?
    var stateKey: StructuralKey
    /// The key the modifier was walked at.
    var walkKey: StructuralKey

    init(transition: AnyTransition, content: any View, context: WalkContext, owner: ViewNode, walkKey: StructuralKey, stateKey: StructuralKey) {
        self.walkKey = walkKey
        self.transition = transition
        self.content = content
        self.context = context
        self.owner = owner
        self.stateKey = stateKey
    }

    /// A box for former roots replaced inside a live one (a new `.id`): it keeps the content
    /// they were shown with, and belongs to no modifier place.
    func copy(for roots: [ViewNode], content: any View, context: WalkContext) -> TransitionBox {
        let copy = TransitionBox(transition: transition, content: content, context: context, owner: roots[0], walkKey: walkKey, stateKey: stateKey)
        copy.owner = nil
        copy.roots = roots.map { WeakNode(node: $0) }
        return copy
    }

    /// The phase the content is shown in.
    var phase: TransitionPhase {
        switch stage {
        case .inserting: .willAppear
        case .shown: .identity
        case .removing: .didDisappear
        }
    }
}
