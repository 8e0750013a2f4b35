import Foundation

/// `GeometryReader`: takes the proposal (10 points where a dimension is unspecified), places
/// its views at its top-leading corner.
struct GeometryReaderLayout: ContainerLayout {
    static var flattensSubviews: Bool { false }

    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        for child in subviews {
            child.place(in: CGRect(origin: bounds.origin, size: child.sizeThatFits(ProposedViewSize(bounds.size))))
        }
    }
}
