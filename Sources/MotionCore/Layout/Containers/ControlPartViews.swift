import Foundation

/// The views of a system control's parts (`Slider`'s value labels, `ProgressView`'s labels):
/// the control's own drawing (track, thumb, bar, spinner) is not a node; only the views given
/// as its labels are laid out, each part's views stacked vertically.
extension LayoutSubviews {
    /// The views of the control's `part` (with views of yours flattened in), nil when the
    /// control has no such part now.
    func part(_ part: ControlPart) -> [LayoutSubview]? {
        guard let holder = container.node.part(part) else { return nil }
        return LayoutSubview(node: holder, pass: container.pass).stackChildren
    }

    /// The size of a part's views (stacked vertically when several), nil when the control has
    /// no such part or it shows nothing.
    func partSize(_ part: ControlPart, _ p: ProposedViewSize) -> CGSize? {
        guard let views = self.part(part), !views.isEmpty else { return nil }
        return StackLayout.implicitVertical.size(of: views, p)
    }

    /// Places a part's views in the rectangle at `origin` of `size`, aligned across at
    /// `alignment`.
    func placePart(_ part: ControlPart, origin: CGPoint, size: CGSize, alignment: CGFloat) {
        guard let views = self.part(part) else { return }
        StackLayout(axis: .vertical, alignment: alignment, spacing: nil).place(views, origin: origin, size: size)
    }
}
