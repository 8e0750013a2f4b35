import Foundation

/// A determinate `ProgressView`: its label, the bar, its current value label, top to bottom.
struct ProgressBarLayout: ContainerLayout {
    /// The height of a linear progress bar, points [GUESS].
    static let barHeight: CGFloat = 4

    /// What a progress view proposes to its labels: the width offered, their ideal height.
    static func labelProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: nil)
    }

    /// Its label, the bar (`barHeight`) and its current value label, top to bottom,
    /// `defaultSpacing` apart; as wide as offered (the widest of its labels and the slider's
    /// `idealTrackLength` when nothing is).
    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        let proposal = Self.labelProposal(p)
        let labels = [subviews.partSize(.label, proposal), subviews.partSize(.currentValueLabel, proposal)].compactMap { $0 }
        return CGSize(
            width: p.width ?? labels.reduce(SliderLayout.idealTrackLength) { max($0, $1.width) },
            height: labels.reduce(Self.barHeight) { $0 + $1.height + LayoutPass.defaultSpacing })
    }

    /// Places its labels at its leading edge, above and below the bar.
    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        let origin = bounds.origin
        let proposal = Self.labelProposal(ProposedViewSize(bounds.size))
        var y = origin.y
        if let label = subviews.partSize(.label, proposal) {
            subviews.placePart(.label, origin: CGPoint(x: origin.x, y: y), size: label, alignment: 0)
            y += label.height + LayoutPass.defaultSpacing
        }
        y += Self.barHeight + LayoutPass.defaultSpacing
        if let current = subviews.partSize(.currentValueLabel, proposal) {
            subviews.placePart(.currentValueLabel, origin: CGPoint(x: origin.x, y: y), size: current, alignment: 0)
        }
    }
}
