/// The result of an `if`/`else` or `switch` in a view builder [A]: the two branches are
/// different views, so switching branches replaces the view (its state starts afresh).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, BuiltinView {
    public typealias Body = Never

    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    func walk(_ walk: Walk, _ context: WalkContext) {
        forEachPlace(walk) { place, view in place.walk(TransitionRoot(content: view), context) }
    }
}

extension _ConditionalContent: TransitionDistributing {
    /// The branch shown: a place of its own (the other branch's views are other views).
    func forEachPlace(_ walk: Walk, _ place: (Walk, any View) -> Void) {
        switch storage {
        case .trueContent(let content): place(walk.appending(.branch(0)), content)
        case .falseContent(let content): place(walk.appending(.branch(1)), content)
        }
    }
}

/// An optional view (`if` without `else`) shows its content when present [A].
extension Optional: View, BuiltinView where Wrapped: View {
    public typealias Body = Never

    func walk(_ walk: Walk, _ context: WalkContext) {
        forEachPlace(walk) { place, view in place.walk(TransitionRoot(content: view), context) }
    }
}

extension Optional: TransitionDistributing where Wrapped: View {
    /// The content when present.
    func forEachPlace(_ walk: Walk, _ place: (Walk, any View) -> Void) {
        if case .some(let content) = self { place(walk.appending(.some), content) }
    }
}
