import Foundation

/// A `Divider`: a line across the axis of the stack measuring it (horizontal outside a stack).
struct DividerLayout: LeafLayout {
    /// A `Divider`'s thickness, points [GUESS].
    static let thickness: CGFloat = 1

    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard let axis = subviews.stackAxis else { return CGSize(width: p.width ?? 0, height: Self.thickness) }
        return .along(axis, main: Self.thickness, cross: p.value(axis == .horizontal ? .vertical : .horizontal) ?? 0)
    }
}
