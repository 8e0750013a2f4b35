/// The place where a view can be inserted or removed (an `if`/`else` branch, an optional view, a
/// `ForEach` element, a view with `.id`): its content gets the default transition, `.opacity`,
/// unless it carries a `.transition` of its own or one around it applies (SEMANTICS.md, "Transitions").
/// Content of several views (a block, a `Group`, a nested `if` or `ForEach`) is a place per
/// view: each is inserted and removed with its own transition, as in SwiftUI.
struct TransitionRoot: View, BuiltinView {
    typealias Body = Never
    let content: any View

    func walk(_ walk: Walk, _ context: WalkContext) {
        if context.isInTransition || walk.runtime.transitions.removalWalkDepth > 0
            || (content as? any TransitionCarrier)?.carriesTransition == true
        {
            walk.walk(content, context)
        } else if let list = content as? any TransitionDistributing {
            list.forEachPlace(walk) { place, view in place.walk(TransitionRoot(content: view), context) }
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

/// Content made of several places where a view can come and go: a block (each of its views),
/// a `Group` (its content), an `if` (its branch), a `ForEach` (each element). A transition
/// around it (the default one, or a `.transition` on it) applies to the view at each place.
protocol TransitionDistributing {
    /// Calls `place` with the walk position and the view of each place, as a plain walk would
    /// reach them.
    func forEachPlace(_ walk: Walk, _ place: (Walk, any View) -> Void)
}

extension TupleView: TransitionDistributing {
    func forEachPlace(_ walk: Walk, _ place: (Walk, any View) -> Void) {
        for (index, child) in children.enumerated() { place(walk.appending(.index(index)), child) }
    }
}

extension Group: TransitionDistributing {
    func forEachPlace(_ walk: Walk, _ place: (Walk, any View) -> Void) {
        place(walk, content)
    }
}
