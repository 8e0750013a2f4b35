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
    /// The first node the content produced below its owner (the root of the insertion or
    /// removal).
    weak var root: ViewNode?
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

    /// The phase the content is shown in.
    var phase: TransitionPhase {
        switch stage {
        case .inserting: .willAppear
        case .shown: .identity
        case .removing: .didDisappear
        }
    }
}
