import Foundation

/// Shapes, colours, gradients: the whole proposal; 10 points where a dimension is unspecified.
struct FillLayout: LeafLayout {
    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }
}
