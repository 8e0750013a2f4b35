/// Builds views from closures [A]: blocks of any number of views (a parameter pack: SwiftUI
/// since iOS 17 takes any arity too), `if`, `if`/`else`, `if let`, `switch`, and `#available`.
@resultBuilder
public enum ViewBuilder {
    /// An empty block is an `EmptyView` [A].
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// A block of one view is that view [A].
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// A block of several views is a `TupleView` of them [A].
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView(value: (repeat each content), children: children)
    }

    /// `if` without `else`: the view or nothing [A].
    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The first branch of an `if`/`else` or `switch` [A].
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch` [A].
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content inside `if #available` is type-erased [A].
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
