import Foundation

/// An `Image`: an SF Symbol at a font size, points (square, `fontSize` ×
/// `TextMetrics.latinLineHeight`), or a resizable image (fills like a shape).
struct ImageLayout: LeafLayout {
    var fontSize: CGFloat
    var resizable: Bool

    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        if resizable { return p.replacingUnspecifiedDimensions() }
        let side = fontSize * TextMetrics.latinLineHeight
        return CGSize(width: side, height: side)
    }
}
