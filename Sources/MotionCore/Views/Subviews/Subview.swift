/// One of the views a view resolves to, as `Group(subviews:transform:)` and
/// `ForEach(subviews:content:)` hand them [A] (iOS 18): the view of a block, of an `if` branch
/// shown, of a `ForEach` element (groups flattened, an `EmptyView` none). A modified view, and a
/// view of yours, is one subview (SwiftUI resolves a view of yours into its body's subviews and
/// applies modifiers of a `ForEach` or `Group` to each [GUESS: MotionCore resolves subviews
/// before any body is evaluated]). Walked where it is placed, its identity is its position in
/// the resolved view, so it keeps its state wherever the transform puts it.
public struct Subview: View, Identifiable, BuiltinView {
    public typealias Body = Never

    /// The subview's position in the view it was resolved from [A].
    public struct ID: Hashable {
        let path: [StructuralKey.Component]
    }

    public let id: ID
    let view: any View
    /// The values the view gives its container: its tag [A].
    public var containerValues: ContainerValues

    func walk(_ walk: Walk, _ context: WalkContext) {
        var place = walk
        for component in id.path { place = place.appending(component) }
        place.walk(view, context)
    }
}

/// The subviews of a view [A]: a collection (sliced as `SubviewsCollectionSlice`) and a view that
/// shows them all in order.
public struct SubviewsCollection: RandomAccessCollection, View, BuiltinView {
    public typealias Body = Never
    let subviews: [Subview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }

    func walk(_ walk: Walk, _ context: WalkContext) {
        for subview in subviews { subview.walk(walk, context) }
    }
}

/// A run of subviews [A]: a collection and a view that shows them in order.
public struct SubviewsCollectionSlice: RandomAccessCollection, View, BuiltinView {
    public typealias Body = Never
    let subviews: ArraySlice<Subview>

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }

    func walk(_ walk: Walk, _ context: WalkContext) {
        for subview in subviews { subview.walk(walk, context) }
    }
}

extension Subview {
    /// How a container sizes its subviews together [A] (iOS 26): all the same size along `axis`,
    /// or each its own. A value only: no container here reads it.
    public enum ContainerSizingOptions: Hashable, Sendable {
        /// The subviews share one size along the axes [A].
        case uniform(axis: Axis.Set)
        /// Each subview is sized by itself [A].
        case variable
    }
}
