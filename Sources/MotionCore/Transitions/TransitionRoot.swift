/// The place where a view can be inserted or removed (an `if`/`else` branch, an optional view, a
/// `ForEach` element, a view with `.id`): its content gets the default transition, `.opacity`,
/// unless it carries a `.transition` of its own or one around it applies (ENGINE-REFERENCE §8).
/// Content of several views (a block, a `Group`, a nested `if` or `ForEach`) is a place per
/// view: each is inserted and removed with its own transition, as in SwiftUI.
struct TransitionRoot: View, BuiltinView {
    typealias Body = Never
    let content: any View

    func walk(_ walk: Walk, _ context: WalkContext) {
        if context.isInTransition || (content as? any TransitionCarrier)?.carriesTransition == true {
            walk.walk(content, context)
        } else if let list = content as? any TransitionDistributing {
            list.walkDistributing(walk, context)
        } else {
            walk.runtime.walkTransition(.opacity, content: content, at: walk, context, isDefault: true)
        }
    }
}

/// A view that may have a `.transition` among its modifiers.
protocol TransitionCarrier {
    var carriesTransition: Bool { get }
}

extension ModifiedContent: TransitionCarrier {
    var carriesTransition: Bool {
        modifier is TransitionModifier || (content as? any TransitionCarrier)?.carriesTransition == true
    }
}

/// Content made of several views, or of views that come and go on their own: a transition
/// place around it becomes a place around each of its views.
protocol TransitionDistributing {
    /// Walks the content with a transition place around each view (the keys as in a plain walk).
    func walkDistributing(_ walk: Walk, _ context: WalkContext)
}

extension TupleView: TransitionDistributing {
    func walkDistributing(_ walk: Walk, _ context: WalkContext) {
        for (index, child) in children.enumerated() {
            walk.appending(.index(index)).walk(TransitionRoot(content: child), context)
        }
    }
}

extension Group: TransitionDistributing {
    func walkDistributing(_ walk: Walk, _ context: WalkContext) {
        walk.walk(TransitionRoot(content: content), context)
    }
}

/// Conditional content, optional views and `ForEach` put a place around each of their views
/// themselves.
extension _ConditionalContent: TransitionDistributing {
    func walkDistributing(_ walk: Walk, _ context: WalkContext) { self.walk(walk, context) }
}

extension Optional: TransitionDistributing where Wrapped: View {
    func walkDistributing(_ walk: Walk, _ context: WalkContext) { self.walk(walk, context) }
}

extension ForEach: TransitionDistributing {
    func walkDistributing(_ walk: Walk, _ context: WalkContext) { self.walk(walk, context) }
}
