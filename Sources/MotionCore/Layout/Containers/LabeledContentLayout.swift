import Foundation

/// `LabeledContent`: its label (part `.label`) at the leading edge, its value (part
/// `.currentValueLabel`) at the trailing one, both centred vertically [GUESS: iOS's form row].
struct LabeledContentLayout: ContainerLayout {
    static var flattensSubviews: Bool { false }

    /// The value at its ideal width, the label proposed what is left after the spacing.
    private func sizes(_ subviews: LayoutSubviews, _ p: ProposedViewSize) -> (label: CGSize?, value: CGSize?) {
        let value = subviews.partSize(.currentValueLabel, ProposedViewSize(width: nil, height: p.height))
        let taken = value.map { $0.width + LayoutPass.defaultSpacing } ?? 0
        let label = subviews.partSize(.label, ProposedViewSize(width: p.width.map { max(0, $0 - taken) }, height: p.height))
        return (label, value)
    }

    /// As wide as offered (its label, the spacing and its value when nothing is), as high as
    /// the higher of the two.
    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        let (label, value) = sizes(subviews, p)
        let natural = (label?.width ?? 0) + (value?.width ?? 0) + (label != nil && value != nil ? LayoutPass.defaultSpacing : 0)
        return CGSize(width: p.width ?? natural, height: max(label?.height ?? 0, value?.height ?? 0))
    }

    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        let (label, value) = sizes(subviews, ProposedViewSize(bounds.size))
        if let label {
            subviews.placePart(.label, origin: CGPoint(x: bounds.minX, y: bounds.midY - label.height / 2), size: label, alignment: 0)
        }
        if let value {
            subviews.placePart(.currentValueLabel, origin: CGPoint(x: bounds.maxX - value.width, y: bounds.midY - value.height / 2), size: value, alignment: 1)
        }
    }
}
