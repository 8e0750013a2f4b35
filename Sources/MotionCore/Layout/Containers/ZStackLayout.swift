import Foundation

/// `ZStack`: its views on top of each other, aligned; as big as the largest.
struct ZStackContainerLayout: ContainerLayout {
    static var flattensSubviews: Bool { false }
    var alignment: Alignment

    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        var result = CGSize.zero
        for child in subviews {
            let chosen = child.sizeThatFits(p)
            result = CGSize(width: max(result.width, chosen.width), height: max(result.height, chosen.height))
        }
        return result
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        let origin = bounds.origin, size = bounds.size
        for child in subviews {
            let chosen = child.sizeThatFits(ProposedViewSize(size))
            let offset = alignment.origin(of: chosen, in: size)
            child.place(in: CGRect(origin: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), size: chosen))
        }
    }
}
