import Foundation

/// A `Spacer`: flexible space along the axis of the stack measuring it, at least `minLength`
/// points (nil: the default); outside a stack it takes the proposal, at least its minimum where
/// a dimension is unspecified.
struct SpacerLayout: LeafLayout {
    var minLength: CGFloat?

    /// A `Spacer`'s minimum length when none is given: the default spacing [A].
    static let defaultLength: CGFloat = 8

    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let minimum = minLength ?? Self.defaultLength
        guard let axis = subviews.stackAxis else { return CGSize(width: p.width ?? minimum, height: p.height ?? minimum) }
        return .along(axis, main: max(minimum, p.value(axis) ?? minimum), cross: 0)
    }
}
