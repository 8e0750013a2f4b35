import Foundation

/// `VStack`, `HStack` and the lazy stacks: subviews along `axis`, aligned across it at
/// `alignment` (0 leading/top, 0.5 centre, 1 trailing/bottom), `spacing` points apart (nil: the
/// default); a lazy stack (`fillsAcross`) takes the whole proposal across its axis. Other
/// layouts stack views with its `size(of:_:)` and `place(_:origin:size:proposal:)`.
struct StackLayout: ContainerLayout {
    var axis: Axis
    var alignment: CGFloat
    var spacing: CGFloat?
    var fillsAcross = false

    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        let size = size(of: subviews.elements, p)
        let across: Axis = axis == .horizontal ? .vertical : .horizontal
        guard fillsAcross, let offered = p.value(across) else { return size }
        return .along(axis, main: size.value(axis), cross: offered)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        place(subviews.elements, origin: bounds.origin, size: bounds.size, proposal: proposal)
        subviews.frameFlattenedViews()
    }

    /// The size each view chooses and the proposal it chose it for. Unspecified along the axis,
    /// each view its ideal; otherwise the space left after spacing is shared out in order of
    /// flexibility (the difference between a view's size for 0 and for infinity along the
    /// axis), least flexible first, each view proposed an equal share of what is left [B]
    /// objc.io "Thinking in SwiftUI"; layout priorities are not simulated.
    func proposals(_ views: [LayoutSubview], _ p: ProposedViewSize) -> [(size: CGSize, proposal: ProposedViewSize)] {
        let children = views.map { $0.inStack(axis) }
        let cross = p.value(axis == .horizontal ? .vertical : .horizontal)
        let gaps = (spacing ?? LayoutPass.defaultSpacing) * CGFloat(max(0, children.count - 1))
        guard let main = p.value(axis) else {
            let ideal = ProposedViewSize.along(axis, main: nil, cross: cross)
            return children.map { ($0.sizeThatFits(ideal), ideal) }
        }
        let flexibility = children.map { child -> CGFloat in
            let least = child.sizeThatFits(.along(axis, main: 0, cross: cross)).value(axis)
            let most = child.sizeThatFits(.along(axis, main: .infinity, cross: cross)).value(axis)
            return most - least
        }
        let order = children.indices.sorted { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
        var remaining = max(0, main - gaps)
        var result = Array(repeating: (size: CGSize.zero, proposal: ProposedViewSize.unspecified), count: children.count)
        for (position, index) in order.enumerated() {
            let share = max(0, remaining / CGFloat(children.count - position))
            let proposal = ProposedViewSize.along(axis, main: share, cross: cross)
            let chosen = children[index].sizeThatFits(proposal)
            result[index] = (chosen, proposal)
            remaining -= chosen.value(axis)
        }
        return result
    }

    /// The stack's size for `p`: its views' sizes and the spacing along, the largest across.
    func size(of views: [LayoutSubview], _ p: ProposedViewSize) -> CGSize {
        guard !views.isEmpty else { return .zero }
        let sizes = proposals(views, p).map(\.size)
        let gaps = (spacing ?? LayoutPass.defaultSpacing) * CGFloat(views.count - 1)
        let main = sizes.reduce(0) { $0 + $1.value(axis) } + gaps
        let cross = sizes.map { $0.value(axis == .horizontal ? .vertical : .horizontal) }.max() ?? 0
        return .along(axis, main: main, cross: cross)
    }

    /// Places `views` in the rectangle at `origin` of `size`, sharing out `proposal` (the
    /// proposal the stack chose `size` for, as SwiftUI places a layout's views for its
    /// proposal, not for its size: a stack offered nothing along its axis places its views at
    /// their ideal sizes; nil: `size`).
    func place(_ views: [LayoutSubview], origin: CGPoint, size: CGSize, proposal: ProposedViewSize? = nil) {
        let laidOut = proposals(views, proposal ?? ProposedViewSize(size))
        let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        var main: CGFloat = 0
        for (child, entry) in zip(views, laidOut) {
            let chosen = entry.size
            let crossOffset = (size.value(crossAxis) - chosen.value(crossAxis)) * alignment
            let offset = CGSize.along(axis, main: main, cross: crossOffset)
            child.inStack(axis).place(
                in: CGRect(origin: CGPoint(x: origin.x + offset.width, y: origin.y + offset.height), size: chosen), proposal: entry.proposal)
            main += chosen.value(axis) + (spacing ?? LayoutPass.defaultSpacing)
        }
    }

    /// A vertical stack of centred views with the default spacing (how views of yours stack
    /// several views).
    static let implicitVertical = StackLayout(axis: .vertical, alignment: 0.5, spacing: nil)
}
