import Foundation

/// A `Label`: its icon then its title in an `HStack` (the title is walked first).
struct LabelLayout: ContainerLayout {
    static var flattensSubviews: Bool { false }
    private static let stack = StackLayout(axis: .horizontal, alignment: 0.5, spacing: nil)

    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        Self.stack.size(of: subviews.reversed(), p)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        Self.stack.place(subviews.reversed(), origin: bounds.origin, size: bounds.size, proposal: proposal)
    }
}
