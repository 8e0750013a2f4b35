import MotionAnimation

/// What flows down the view tree while the runtime walks it: the transaction of the update, the
/// environment, and the modifiers waiting to land on the next node.
struct WalkContext {
    /// The transaction at this point of the tree, after the transforms above it (SEMANTICS.md, "Transactions").
    var transaction: Transaction
    /// The environment at this point of the tree.
    var environment: EnvironmentValues
    /// Modifiers met since the last node, outermost first: they land on the next node the walk
    /// reaches (each node a transparent container produces gets its own copy).
    var pending: [Attachment] = []
    /// Transactions saved by `.animation(_:body:)` and `.transaction(_:body:)`: their body's
    /// modifiers see the changed transaction, the content keeps the saved one (SEMANTICS.md, "Transactions").
    var savedTransactions: [Transaction] = []
    /// Whether a transition already applies to the view being walked (its node not reached yet):
    /// an `if`, `ForEach` or `.id` inside it adds no default transition.
    var isInTransition = false

    /// The same context with no pending modifiers, for the content of a node.
    var forContent: WalkContext {
        var context = self
        context.pending = []
        context.isInTransition = false
        return context
    }
}

/// The position of a walk: the runtime, the node whose content is being walked, and the key of
/// the current view inside that content.
struct Walk {
    unowned let runtime: ViewRuntime
    let owner: ViewNode
    let key: StructuralKey

    /// The same position one step further in.
    func appending(_ component: StructuralKey.Component) -> Walk {
        Walk(runtime: runtime, owner: owner, key: key.appending(component))
    }

    /// The content of a modifier that hosts views of its own (`overlay`, `background`, a sheet's
    /// content, an inset, toolbar items) or keeps state at its place: one step further in
    /// (`.content`). Each such modifier of a chain is so a place of its own, and the views it
    /// hosts (at `appending(.slot(name))`, beside its content) are distinct from those of the same
    /// modifier elsewhere in the chain — in SwiftUI each sits at another position of the
    /// `ModifiedContent` type, so two `overlay`s' contents are two views.
    var modifiedContent: Walk { appending(.content) }

    /// Walks `view` at this position.
    func walk(_ view: any View, _ context: WalkContext) {
        runtime.walk(view, at: self, context)
    }
}

/// A view the runtime knows how to walk itself (primitives, containers, modifiers, animators).
/// Every other view is a composite: its `body` is walked.
protocol BuiltinView {
    func walk(_ walk: Walk, _ context: WalkContext)
}

/// A modifier the runtime applies itself; `ModifiedContent` hands it its content.
protocol BuiltinModifier {
    func walk(content: any View, _ walk: Walk, _ context: WalkContext)
}
