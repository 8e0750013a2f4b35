import Foundation

/// A `safeAreaInset` view, filled in when the walk reaches it: placed at `edge` of the view it
/// insets, which gets the rest of the space.
final class SafeAreaInsetLink {
    let edge: Edge
    /// Where the inset view sits along the edge (0 leading/top … 1 trailing/bottom).
    let alignment: CGFloat
    /// Between the inset view and the content, points.
    let spacing: CGFloat
    weak var node: ViewNode?

    init(edge: Edge, alignment: CGFloat, spacing: CGFloat) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The axis across the edge (vertical for the top and bottom edges).
    var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }
    var across: Axis { axis == .vertical ? .horizontal : .vertical }
    /// Whether the inset view comes first along the axis.
    var isAtStart: Bool { edge == .top || edge == .leading }
}

extension LayoutPass {
    /// The inset view's size for a proposal of the whole modifier: nothing along its axis.
    private func insetViewSize(_ link: SafeAreaInsetLink, _ p: ProposedViewSize) -> CGSize? {
        guard let node = link.node, node.isAlive, !node.isRemoving else { return nil }
        return size(node, .along(link.axis, main: nil, cross: p.value(link.across)))
    }

    /// What the content is proposed: the proposal less the inset view and the spacing.
    private static func insetContentProposal(_ link: SafeAreaInsetLink, inset: CGSize, _ p: ProposedViewSize) -> ProposedViewSize {
        let used = inset.value(link.axis) + link.spacing
        return .along(link.axis, main: p.value(link.axis).map { max(0, $0 - used) }, cross: p.value(link.across))
    }

    /// A `safeAreaInset` takes the proposal (where nothing is offered: the content, the spacing
    /// and the inset view along the axis, the larger of the two across).
    func insetSize(_ link: SafeAreaInsetLink, _ p: ProposedViewSize, content: (ProposedViewSize) -> CGSize) -> CGSize {
        guard let inset = insetViewSize(link, p) else { return content(p) }
        let inner = content(Self.insetContentProposal(link, inset: inset, p))
        return .along(
            link.axis, main: p.value(link.axis) ?? inner.value(link.axis) + link.spacing + inset.value(link.axis),
            cross: p.value(link.across) ?? max(inner.value(link.across), inset.value(link.across)))
    }

    /// Places the inset view at its edge, aligned along it, and returns the content's region
    /// (offset from `origin`, and size).
    func placeInsetView(_ link: SafeAreaInsetLink, origin: CGPoint, size: CGSize) -> (offset: CGPoint, size: CGSize) {
        guard let node = link.node, let inset = insetViewSize(link, ProposedViewSize(size)) else { return (.zero, size) }
        let along = link.isAtStart ? 0 : size.value(link.axis) - inset.value(link.axis)
        let cross = (size.value(link.across) - inset.value(link.across)) * link.alignment
        let corner = CGSize.along(link.axis, main: along, cross: cross)
        place(node, origin: CGPoint(x: origin.x + corner.width, y: origin.y + corner.height), size: inset)
        let used = inset.value(link.axis) + link.spacing
        let region = CGSize.along(link.axis, main: max(0, size.value(link.axis) - used), cross: size.value(link.across))
        let start = CGSize.along(link.axis, main: link.isAtStart ? used : 0, cross: 0)
        return (CGPoint(x: start.width, y: start.height), region)
    }
}
