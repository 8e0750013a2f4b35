import Foundation

/// `TextField`, `SecureField`: one line of text (`string`, the text shown or the placeholder)
/// at a font size, points; as wide as offered (its text on one line when nothing is) and one
/// line of its text high (`TextMetrics`).
struct TextFieldLayout: LeafLayout {
    var string: String
    var fontSize: CGFloat

    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        CGSize(
            width: p.width ?? TextMetrics.width(of: Substring(string), size: fontSize),
            height: TextMetrics.lineHeight(of: string, size: fontSize))
    }
}
