/// Groups views without a container of its own [A]: it has no node, and modifiers applied to
/// it apply to each of its views, as in SwiftUI.
public struct Group<Content: View>: View, BuiltinView {
    public typealias Body = Never

    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.walk(content, context)
    }
}
