import Foundation
import MotionAnimation

/// A layout of your own [A `Layout`] (iOS 16): it chooses its size for a proposal
/// (`sizeThatFits`) and places its subviews in the bounds it was given (`placeSubviews`). Used as
/// a view (`MyLayout { … }`), the engine lays it out as its stacks: it asks for the size with the
/// container's proposal and places the subviews in the bounds it chose, in root coordinates;
/// where they end up is each subview's frame, animated with the transaction of the change that
/// moved them. `explicitAlignment` is not read (containers align by default guides).
public protocol Layout: Animatable {
    /// The layout's subviews [A].
    typealias Subviews = LayoutSubviews
    /// What `sizeThatFits` and `placeSubviews` share within one layout pass [A].
    associatedtype Cache = Void

    /// Properties of the layout [A]; the engine reads none.
    static var layoutProperties: LayoutProperties { get }

    /// The size the layout chooses for `proposal`, points [A].
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places the subviews in `bounds` (root coordinates), the size chosen for `proposal` [A].
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// An explicit position of a horizontal guide [A]; not read by the engine.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// An explicit position of a vertical guide [A]; not read by the engine.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The spacing the layout's view prefers around it [A].
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Makes the cache [A], once per layout pass here.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache for changed subviews [A]; by default makes it again.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// The union of the subviews' spacings [A].
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The layout as a view of `content`'s views [A].
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Properties of a layout [A `LayoutProperties`].
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks along, if it is a stack [A].
    public var stackOrientation: Axis?
    public init() {}
}

/// A layout used as a view: its node lays out by the layout (`CustomLayout`), named by the
/// layout's type. One node type per layout type, so a change of the layout's value (an
/// `AnyLayout` switching from `HStackLayout` to `VStackLayout`) keeps the node and its children.
struct LayoutView<L: Layout, Content: View>: View, ContainerView {
    typealias Body = Never
    let layout: L
    let content: Content
    static var containerName: String { String(describing: L.self).components(separatedBy: "<")[0] }
    var containerLayout: any ContainerLayout { CustomLayout(layout: layout) }
}

/// The engine's container layout for a `Layout`: the layout's own `sizeThatFits` and
/// `placeSubviews` with its cache, over the node's views flattened as a stack's are.
struct CustomLayout<L: Layout>: ContainerLayout {
    let layout: L

    func makeCache(subviews: LayoutSubviews) -> L.Cache { layout.makeCache(subviews: subviews) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout L.Cache) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout L.Cache) {
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        subviews.frameFlattenedViews()
    }
}
