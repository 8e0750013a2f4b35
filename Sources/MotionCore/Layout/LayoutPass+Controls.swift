import Foundation

/// The layout of `Slider`, `ProgressView` and `TextField`: system-drawn controls whose own
/// parts (track, thumb, bar, spinner, field) are not nodes; only the views given as their
/// labels are laid out as children.
extension LayoutPass {
    /// The height of a slider's track-and-thumb area, points [GUESS: `UISlider`'s on iOS,
    /// measured on screen, not documented].
    static let sliderHeight: CGFloat = 31
    /// How long a slider's track or a progress bar is when no width is offered, points (a
    /// slider's thumb) [GUESS].
    static let idealTrackLength: CGFloat = 28
    /// The height of a linear progress bar, points [GUESS].
    static let progressBarHeight: CGFloat = 4
    /// The side of an indeterminate progress view's spinner, points (`UIActivityIndicatorView`'s
    /// medium style) [GUESS].
    static let spinnerSide: CGFloat = 20

    // MARK: Parts

    /// The size of a control part's views (stacked vertically when several), `nil` when the
    /// control has no such part or it shows nothing.
    private mutating func partSize(_ node: ViewNode, _ part: ControlPart, _ p: ProposedViewSize) -> CGSize? {
        guard let holder = node.part(part) else { return nil }
        let children = stackChildren(of: holder)
        guard !children.isEmpty else { return nil }
        return stackSize(children, axis: .vertical, spacing: nil, p)
    }

    /// Places a control part's views in the rectangle at `origin` of `size`.
    private mutating func placePart(_ node: ViewNode, _ part: ControlPart, origin: CGPoint, size: CGSize, alignment: CGFloat) {
        guard let holder = node.part(part) else { return }
        placeStack(stackChildren(of: holder), axis: .vertical, alignment: alignment, spacing: nil, origin: origin, size: size)
    }

    // MARK: Slider

    /// A slider's value labels get their ideal width.
    private static func valueLabelProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: nil, height: p.height)
    }

    /// A slider is as wide as offered (its value labels, spacing and `idealTrackLength` when
    /// nothing is) and `sliderHeight` high, or as high as its tallest value label.
    mutating func sliderSize(_ node: ViewNode, _ p: ProposedViewSize) -> CGSize {
        let labels = [
            partSize(node, .minimumValueLabel, Self.valueLabelProposal(p)),
            partSize(node, .maximumValueLabel, Self.valueLabelProposal(p)),
        ].compactMap { $0 }
        let labelsWidth = labels.reduce(0) { $0 + $1.width + Self.defaultSpacing }
        return CGSize(
            width: p.width ?? labelsWidth + Self.idealTrackLength,
            height: labels.reduce(Self.sliderHeight) { max($0, $1.height) })
    }

    /// Places the minimum value label at the slider's leading edge and the maximum one at its
    /// trailing edge, each centred vertically; the track is the space between, `defaultSpacing`
    /// from each label.
    mutating func placeSlider(_ node: ViewNode, origin: CGPoint, size: CGSize) {
        let proposal = Self.valueLabelProposal(ProposedViewSize(size))
        if let minimum = partSize(node, .minimumValueLabel, proposal) {
            placePart(node, .minimumValueLabel, origin: CGPoint(x: origin.x, y: origin.y + (size.height - minimum.height) / 2), size: minimum, alignment: 0.5)
        }
        if let maximum = partSize(node, .maximumValueLabel, proposal) {
            let x = origin.x + size.width - maximum.width
            placePart(node, .maximumValueLabel, origin: CGPoint(x: x, y: origin.y + (size.height - maximum.height) / 2), size: maximum, alignment: 0.5)
        }
    }

    /// The length of a slider's track, points: its width less each value label and its spacing.
    static func sliderTrackLength(width: CGFloat, valueLabelWidths: [CGFloat]) -> CGFloat {
        max(0, valueLabelWidths.reduce(width) { $0 - $1 - defaultSpacing })
    }

    // MARK: Progress views

    /// What a progress view proposes to its labels: the width offered, their ideal height.
    private static func progressLabelProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: nil)
    }

    /// A determinate progress view: its label, the bar (`progressBarHeight`) and its current
    /// value label, top to bottom, `defaultSpacing` apart; as wide as offered (the widest of its
    /// labels and `idealTrackLength` when nothing is).
    mutating func progressBarSize(_ node: ViewNode, _ p: ProposedViewSize) -> CGSize {
        let proposal = Self.progressLabelProposal(p)
        let labels = [partSize(node, .label, proposal), partSize(node, .currentValueLabel, proposal)].compactMap { $0 }
        return CGSize(
            width: p.width ?? labels.reduce(Self.idealTrackLength) { max($0, $1.width) },
            height: labels.reduce(Self.progressBarHeight) { $0 + $1.height + Self.defaultSpacing })
    }

    /// Places a determinate progress view's labels at its leading edge, above and below the bar.
    mutating func placeProgressBar(_ node: ViewNode, origin: CGPoint, size: CGSize) {
        let proposal = Self.progressLabelProposal(ProposedViewSize(size))
        var y = origin.y
        if let label = partSize(node, .label, proposal) {
            placePart(node, .label, origin: CGPoint(x: origin.x, y: y), size: label, alignment: 0)
            y += label.height + Self.defaultSpacing
        }
        y += Self.progressBarHeight + Self.defaultSpacing
        if let current = partSize(node, .currentValueLabel, proposal) {
            placePart(node, .currentValueLabel, origin: CGPoint(x: origin.x, y: y), size: current, alignment: 0)
        }
    }

    /// An indeterminate progress view: the spinner (`spinnerSide` square), then its label
    /// `defaultSpacing` below, centred; as wide as the wider of the two.
    mutating func spinnerSize(_ node: ViewNode, _ p: ProposedViewSize) -> CGSize {
        guard let label = partSize(node, .label, Self.progressLabelProposal(p)) else {
            return CGSize(width: Self.spinnerSide, height: Self.spinnerSide)
        }
        return CGSize(width: max(Self.spinnerSide, label.width), height: Self.spinnerSide + Self.defaultSpacing + label.height)
    }

    /// Places an indeterminate progress view's label below the spinner, centred.
    mutating func placeSpinner(_ node: ViewNode, origin: CGPoint, size: CGSize) {
        guard let label = partSize(node, .label, Self.progressLabelProposal(ProposedViewSize(size))) else { return }
        let y = origin.y + Self.spinnerSide + Self.defaultSpacing
        placePart(node, .label, origin: CGPoint(x: origin.x + (size.width - label.width) / 2, y: y), size: label, alignment: 0.5)
    }

    // MARK: Text fields

    /// A text field is as wide as offered (its text on one line when nothing is) and one line
    /// of its text high (`TextMetrics`).
    func textFieldSize(_ string: String, fontSize: CGFloat, _ p: ProposedViewSize) -> CGSize {
        CGSize(
            width: p.width ?? TextMetrics.width(of: Substring(string), size: fontSize),
            height: TextMetrics.lineHeight(of: string, size: fontSize))
    }
}
