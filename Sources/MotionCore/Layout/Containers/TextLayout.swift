import Foundation

/// A `Text`: `string` at a font size, points, measured with `TextMetrics`.
struct TextLayout: LeafLayout {
    var string: String
    var fontSize: CGFloat

    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        TextMetrics.size(of: string, size: fontSize, proposal: p)
    }
}
