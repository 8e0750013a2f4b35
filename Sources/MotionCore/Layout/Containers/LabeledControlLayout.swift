import Foundation

/// A control with its label at the leading edge and a system-drawn control of `control` size,
/// points, at the trailing one (`Toggle`'s switch, `Stepper`'s − and + buttons).
struct LabeledControlLayout: ContainerLayout {
    var control: CGSize

    /// The switch of a `Toggle`, points (iOS's [GUESS: measured on screen, not documented]).
    static let toggleSwitch = CGSize(width: 51, height: 31)
    /// The − and + buttons of a `Stepper`, points (`UIStepper`'s [GUESS: measured on screen, not
    /// documented]).
    static let stepperButtons = CGSize(width: 94, height: 32)

    /// What the control proposes to its label: the width offered less the control and the
    /// spacing.
    private func labelProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - control.width - LayoutPass.defaultSpacing) }, height: p.height)
    }

    /// As wide as offered (its label, the spacing and the control when nothing is) and as high
    /// as its label or control. Several views in the label (a title and a subtitle) stack
    /// vertically at the leading edge [GUESS].
    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        let label = StackLayout.implicitVertical.size(of: subviews.elements, labelProposal(p))
        return CGSize(
            width: p.width ?? label.width + LayoutPass.defaultSpacing + control.width,
            height: max(label.height, control.height))
    }

    /// Places its label at its leading edge, centred vertically.
    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        let origin = bounds.origin, size = bounds.size
        let proposal = labelProposal(ProposedViewSize(size))
        let label = StackLayout.implicitVertical.size(of: subviews.elements, proposal)
        StackLayout(axis: .vertical, alignment: 0, spacing: nil)
            .place(subviews.elements, origin: CGPoint(x: origin.x, y: origin.y + (size.height - label.height) / 2), size: label)
    }
}
