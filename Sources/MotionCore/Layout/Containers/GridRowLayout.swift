import Foundation

/// `GridRow`: a row of a `Grid`, its cells placed by the grid (aligned vertically by
/// `alignment`, the grid's when nil); elsewhere its views stack as an `HStack` [GUESS].
struct GridRowLayout: ContainerLayout {
    var alignment: VerticalAlignment?

    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        StackLayout(axis: .horizontal, alignment: 0.5, spacing: nil).size(of: subviews.elements, p)
    }

    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        StackLayout(axis: .horizontal, alignment: alignment?.fraction ?? 0.5, spacing: nil)
            .place(subviews.elements, origin: bounds.origin, size: bounds.size)
        subviews.frameFlattenedViews()
    }
}
