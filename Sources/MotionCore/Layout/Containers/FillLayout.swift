import Foundation

/// Shapes, colours, gradients: the whole proposal; 10 points where a dimension is unspecified.
struct FillLayout: LeafLayout {
    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }
}

/// A shape: the size its `sizeThatFits(_:)` gives (by default `FillLayout`'s) [A].
struct ShapeLayout: LeafLayout {
    let shape: any Shape

    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        shape.sizeThatFits(p)
    }
}
