import Foundation

/// Its views as they are: one view is passed through (proposed what the node is, centred in
/// it); several stack as a `VStack` (your views, buttons, transparent containers).
struct PassthroughLayout: ContainerLayout {
    static var flattensSubviews: Bool { false }

    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        if subviews.count == 1 { return subviews[0].sizeThatFits(p) }
        return StackLayout.implicitVertical.size(of: subviews.elements, p)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        let origin = bounds.origin, size = bounds.size
        if subviews.count == 1 {
            let chosen = subviews[0].sizeThatFits(proposal)
            let corner = CGPoint(x: origin.x + (size.width - chosen.width) / 2, y: origin.y + (size.height - chosen.height) / 2)
            subviews[0].place(in: CGRect(origin: corner, size: chosen), proposal: proposal)
        } else {
            StackLayout.implicitVertical.place(subviews.elements, origin: origin, size: size, proposal: proposal)
        }
    }
}
