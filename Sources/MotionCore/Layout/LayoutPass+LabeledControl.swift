import Foundation

extension LayoutPass {
    /// The switch of a `Toggle`, points (iOS's [GUESS: measured on screen, not documented]).
    static let toggleSwitch = CGSize(width: 51, height: 31)
    /// The − and + buttons of a `Stepper`, points (`UIStepper`'s [GUESS: measured on screen, not
    /// documented]).
    static let stepperButtons = CGSize(width: 94, height: 32)

    /// What a labelled control proposes to its label: the width offered less the control and the
    /// spacing.
    private static func labelProposal(_ p: ProposedViewSize, control: CGSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - control.width - defaultSpacing) }, height: p.height)
    }

    /// A labelled control (`Toggle`, `Stepper`) is as wide as offered (its label, the spacing
    /// and the control when nothing is) and as high as its label or control. Several views in
    /// the label (a title and a subtitle) stack vertically at the leading edge [GUESS].
    mutating func labeledControlSize(_ node: ViewNode, control: CGSize, _ p: ProposedViewSize) -> CGSize {
        let label = stackSize(stackChildren(of: node), axis: .vertical, spacing: nil, Self.labelProposal(p, control: control))
        return CGSize(
            width: p.width ?? label.width + Self.defaultSpacing + control.width,
            height: max(label.height, control.height))
    }

    /// Places a labelled control's label at its leading edge, centred vertically.
    mutating func placeLabeledControl(_ node: ViewNode, control: CGSize, origin: CGPoint, size: CGSize) {
        let children = stackChildren(of: node)
        let proposal = Self.labelProposal(ProposedViewSize(size), control: control)
        let label = stackSize(children, axis: .vertical, spacing: nil, proposal)
        placeStack(children, axis: .vertical, alignment: 0, spacing: nil, origin: CGPoint(x: origin.x, y: origin.y + (size.height - label.height) / 2), size: label)
    }
}
