/// A view with no content [A]. Modifiers applied to it have nothing to land on.
public struct EmptyView: View, BuiltinView {
    public typealias Body = Never

    public init() {}

    func walk(_ walk: Walk, _ context: WalkContext) {}
}
