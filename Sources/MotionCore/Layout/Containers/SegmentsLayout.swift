import Foundation

/// `Picker`: its options side by side in equal segments.
struct SegmentsLayout: ContainerLayout {
    /// A segment's height, points (`UISegmentedControl`'s [GUESS: measured on screen]).
    static let segmentHeight: CGFloat = 32

    /// As wide as offered (the widest option times their number when nothing is), as high as a
    /// segment or its tallest option.
    func sizeThatFits(proposal p: ProposedViewSize, subviews options: LayoutSubviews, cache: inout Void) -> CGSize {
        guard !options.isEmpty else { return CGSize(width: p.width ?? 0, height: Self.segmentHeight) }
        let segment = p.width.map { $0 / CGFloat(options.count) }
        let sizes = options.map { $0.sizeThatFits(ProposedViewSize(width: segment, height: nil)) }
        let widest = sizes.map(\.width).max() ?? 0
        return CGSize(width: p.width ?? widest * CGFloat(options.count), height: max(Self.segmentHeight, sizes.map(\.height).max() ?? 0))
    }

    /// Centres each option in its segment.
    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews options: LayoutSubviews, cache: inout Void) {
        let origin = bounds.origin, size = bounds.size
        guard !options.isEmpty else { return }
        let segment = size.width / CGFloat(options.count)
        for (index, option) in options.enumerated() {
            let proposal = ProposedViewSize(width: segment, height: nil)
            let chosen = option.sizeThatFits(proposal)
            let corner = CGPoint(x: origin.x + segment * CGFloat(index) + (segment - chosen.width) / 2, y: origin.y + (size.height - chosen.height) / 2)
            option.place(in: CGRect(origin: corner, size: chosen), proposal: proposal)
        }
    }
}
