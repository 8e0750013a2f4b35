/// The place where a view can be inserted or removed (an `if`/`else` branch, an optional view, a
/// `ForEach` element): its content gets the default transition, `.opacity`, unless it carries a
/// `.transition` of its own (ENGINE-REFERENCE §8).
struct TransitionRoot: View, BuiltinView {
    typealias Body = Never
    let content: any View

    func walk(_ walk: Walk, _ context: WalkContext) {
        if (content as? any TransitionCarrier)?.carriesTransition == true {
            walk.walk(content, context)
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
