import Foundation

/// An indeterminate `ProgressView`: the spinner, then its label.
struct SpinnerLayout: ContainerLayout {
    /// The side of the spinner, points (`UIActivityIndicatorView`'s medium style) [GUESS].
    static let side: CGFloat = 20

    /// The spinner (`side` square), then its label `defaultSpacing` below, centred; as wide as
    /// the wider of the two.
    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        guard let label = subviews.partSize(.label, ProgressBarLayout.labelProposal(p)) else {
            return CGSize(width: Self.side, height: Self.side)
        }
        return CGSize(width: max(Self.side, label.width), height: Self.side + LayoutPass.defaultSpacing + label.height)
    }

    /// Places its label below the spinner, centred.
    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        let origin = bounds.origin, size = bounds.size
        guard let label = subviews.partSize(.label, ProgressBarLayout.labelProposal(ProposedViewSize(size))) else { return }
        let y = origin.y + Self.side + LayoutPass.defaultSpacing
        subviews.placePart(.label, origin: CGPoint(x: origin.x + (size.width - label.width) / 2, y: y), size: label, alignment: 0.5)
    }
}
