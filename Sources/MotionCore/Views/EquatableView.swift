/// A view that SwiftUI updates only when its content is not equal to its previous value [A]
/// (`==` in place of comparing the stored properties one by one). Walking a view here draws the
/// same whether or not its body is evaluated again, so the content is walked as if written
/// alone: same path, same identity, same trace.
public struct EquatableView<Content: Equatable & View>: View, BuiltinView {
    public typealias Body = Never

    /// The view compared and shown [A].
    public var content: Content

    public init(content: Content) {
        self.content = content
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.walk(content, context)
    }
}

extension View where Self: Equatable {
    /// Wraps the view in an `EquatableView` [A].
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
