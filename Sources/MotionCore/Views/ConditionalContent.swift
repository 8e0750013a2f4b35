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
        switch storage {
        case .trueContent(let content): walk.appending(.branch(0)).walk(TransitionRoot(content: content), context)
        case .falseContent(let content): walk.appending(.branch(1)).walk(TransitionRoot(content: content), context)
        }
    }
}

/// An optional view (`if` without `else`) shows its content when present [A].
extension Optional: View, BuiltinView where Wrapped: View {
    public typealias Body = Never

    func walk(_ walk: Walk, _ context: WalkContext) {
        if case .some(let content) = self {
            walk.appending(.some).walk(TransitionRoot(content: content), context)
        }
    }
}
