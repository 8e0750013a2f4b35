import Foundation

/// An `Image`: an SF Symbol at a font size, points (square, `fontSize` ×
/// `TextMetrics.latinLineHeight`), an image drawn at a size (`Image(size:renderer:)`), or a
/// resizable image (fills like a shape).
struct ImageLayout: LeafLayout {
    var fontSize: CGFloat
    var resizable: Bool
    var size: CGSize? = nil

    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        if resizable { return p.replacingUnspecifiedDimensions() }
        if let size { return size }
        let side = fontSize * TextMetrics.latinLineHeight
        return CGSize(width: side, height: side)
    }
}
