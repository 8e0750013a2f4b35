import Foundation

/// `Slider`: its value labels at the ends of the track.
struct SliderLayout: ContainerLayout {
    /// The height of a slider's track-and-thumb area, points [GUESS: `UISlider`'s on iOS,
    /// measured on screen, not documented].
    static let height: CGFloat = 31
    /// How long a slider's track or a progress bar is when no width is offered, points (a
    /// slider's thumb) [GUESS].
    static let idealTrackLength: CGFloat = 28

    /// A slider's value labels get their ideal width.
    private static func valueLabelProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: nil, height: p.height)
    }

    /// A slider is as wide as offered (its value labels, spacing and `idealTrackLength` when
    /// nothing is) and `height` high, or as high as its tallest value label.
    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        let labels = [
            subviews.partSize(.minimumValueLabel, Self.valueLabelProposal(p)),
            subviews.partSize(.maximumValueLabel, Self.valueLabelProposal(p)),
        ].compactMap { $0 }
        let labelsWidth = labels.reduce(0) { $0 + $1.width + LayoutPass.defaultSpacing }
        return CGSize(
            width: p.width ?? labelsWidth + Self.idealTrackLength,
            height: labels.reduce(Self.height) { max($0, $1.height) })
    }

    /// Places the minimum value label at the slider's leading edge and the maximum one at its
    /// trailing edge, each centred vertically; the track is the space between, `defaultSpacing`
    /// from each label.
    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        let origin = bounds.origin, size = bounds.size
        let proposal = Self.valueLabelProposal(ProposedViewSize(size))
        if let minimum = subviews.partSize(.minimumValueLabel, proposal) {
            subviews.placePart(
                .minimumValueLabel, origin: CGPoint(x: origin.x, y: origin.y + (size.height - minimum.height) / 2), size: minimum, alignment: 0.5)
        }
        if let maximum = subviews.partSize(.maximumValueLabel, proposal) {
            let x = origin.x + size.width - maximum.width
            subviews.placePart(.maximumValueLabel, origin: CGPoint(x: x, y: origin.y + (size.height - maximum.height) / 2), size: maximum, alignment: 0.5)
        }
    }

    /// The length of a slider's track, points: its width less each value label and its spacing.
    static func trackLength(width: CGFloat, valueLabelWidths: [CGFloat]) -> CGFloat {
        max(0, valueLabelWidths.reduce(width) { $0 - $1 - LayoutPass.defaultSpacing })
    }
}
