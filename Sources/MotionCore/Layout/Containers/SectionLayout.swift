import Foundation

/// `Section`: in a list, a group of rows with its header and footer (placed by the list, see
/// `ListLayout`); elsewhere its views stack as a `VStack`.
struct SectionLayout: ContainerLayout {
    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        StackLayout.implicitVertical.size(of: subviews.elements, p)
    }

    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        StackLayout.implicitVertical.place(subviews.elements, origin: bounds.origin, size: bounds.size)
        subviews.frameFlattenedViews()
    }
}
