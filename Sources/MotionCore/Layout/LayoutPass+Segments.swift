import Foundation

extension LayoutPass {
    /// A segment's height, points (`UISegmentedControl`'s [GUESS: measured on screen]).
    static let segmentHeight: CGFloat = 32

    /// A picker's options side by side in equal segments: as wide as offered (the widest
    /// option times their number when nothing is), as high as a segment or its tallest option.
    mutating func segmentsSize(_ node: ViewNode, _ p: ProposedViewSize) -> CGSize {
        let options = stackChildren(of: node)
        guard !options.isEmpty else { return CGSize(width: p.width ?? 0, height: Self.segmentHeight) }
        let segment = p.width.map { $0 / CGFloat(options.count) }
        let sizes = options.map { size($0, ProposedViewSize(width: segment, height: nil)) }
        let widest = sizes.map(\.width).max() ?? 0
        return CGSize(width: p.width ?? widest * CGFloat(options.count), height: max(Self.segmentHeight, sizes.map(\.height).max() ?? 0))
    }

    /// Centres each option in its segment.
    mutating func placeSegments(_ node: ViewNode, origin: CGPoint, size: CGSize) {
        let options = stackChildren(of: node)
        guard !options.isEmpty else { return }
        let segment = size.width / CGFloat(options.count)
        for (index, option) in options.enumerated() {
            let proposal = ProposedViewSize(width: segment, height: nil)
            let chosen = self.size(option, proposal)
            let corner = CGPoint(x: origin.x + segment * CGFloat(index) + (segment - chosen.width) / 2, y: origin.y + (size.height - chosen.height) / 2)
            place(option, origin: corner, size: chosen, proposal: proposal)
        }
    }
}
