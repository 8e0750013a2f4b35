import Foundation

/// How a node sizes itself and places its views, before its layout modifiers (the base of its
/// layout chain), in the shape of SwiftUI's `Layout` protocol [A] (iOS 16):
/// `sizeThatFits(proposal:subviews:cache:)` chooses the size for a proposal,
/// `placeSubviews(in:proposal:subviews:cache:)` places the subviews in the bounds chosen, and
/// `makeCache(subviews:)` makes what both may share. Internal: every view that lays out has one
/// conformer in `Containers/` (a leaf such as `Text` is a layout without subviews); a snippet's
/// own `Layout` (`CustomLayout/`) is laid out through `CustomLayout`, which forwards to it.
protocol ContainerLayout {
    /// What `sizeThatFits` and `placeSubviews` share for one node in one layout pass.
    associatedtype Cache = Void

    /// Whether the subviews are the node's views with views of yours (and transparent
    /// containers) that hold several views flattened in, as a stack's are, rather than the
    /// node's views as they are (`true` unless the layout says otherwise).
    static var flattensSubviews: Bool { get }

    /// Makes the cache, once per node and layout pass.
    func makeCache(subviews: LayoutSubviews) -> Cache

    /// The size the view chooses for `proposal`, points.
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize

    /// Places the subviews in `bounds` (root coordinates), the size chosen for `proposal`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache)
}

extension ContainerLayout {
    static var flattensSubviews: Bool { true }
}

extension ContainerLayout where Cache == Void {
    func makeCache(subviews: LayoutSubviews) {}
}

/// A layout without subviews (a text, a shape, a spacer): it only chooses its size.
protocol LeafLayout: ContainerLayout where Cache == Void {
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize
}

extension LeafLayout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        sizeThatFits(proposal: proposal, subviews: subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {}
}
