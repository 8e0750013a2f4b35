import Foundation

extension LayoutPass {
    /// The switch of a `Toggle`, points (iOS's [GUESS: measured on screen, not documented]).
    static let toggleSwitch = CGSize(width: 51, height: 31)

    /// What a toggle proposes to its label: the width offered less the switch and the spacing.
    private static func toggleLabelProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - toggleSwitch.width - defaultSpacing) }, height: p.height)
    }

    /// A toggle is as wide as offered (its label, the spacing and the switch when nothing is)
    /// and as high as its label or switch.
    mutating func toggleSize(_ node: ViewNode, _ p: ProposedViewSize) -> CGSize {
        let label = stackSize(stackChildren(of: node), axis: .horizontal, spacing: nil, Self.toggleLabelProposal(p))
        return CGSize(
            width: p.width ?? label.width + Self.defaultSpacing + Self.toggleSwitch.width,
            height: max(label.height, Self.toggleSwitch.height))
    }

    /// Places a toggle's label at its leading edge, centred vertically.
    mutating func placeToggle(_ node: ViewNode, origin: CGPoint, size: CGSize) {
        let children = stackChildren(of: node)
        let proposal = Self.toggleLabelProposal(ProposedViewSize(size))
        let label = stackSize(children, axis: .horizontal, spacing: nil, proposal)
        placeStack(children, axis: .horizontal, alignment: 0.5, spacing: nil, origin: CGPoint(x: origin.x, y: origin.y + (size.height - label.height) / 2), size: label)
    }
}
