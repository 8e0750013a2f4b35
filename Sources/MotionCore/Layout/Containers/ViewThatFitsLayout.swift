import Foundation

/// `ViewThatFits`: for a proposal, the first candidate whose ideal size fits within it along the
/// axes (an unspecified dimension fits anything) is chosen, else the last; with no axes, the
/// first. The view's size is the chosen candidate's for the proposal, and the candidate in the
/// tree (when it is the chosen one) is centred in it. The candidate in the tree is measured as
/// it is (with its state); the others apart (`MeasuredView`).
struct ViewThatFitsLayout: ContainerLayout {
    let axes: Axis.Set
    let state: ViewThatFitsState

    static var flattensSubviews: Bool { false }

    /// The candidate in the tree, if it is there.
    private func mounted(_ subviews: LayoutSubviews) -> LayoutSubview? {
        state.mounted != nil && subviews.count == 1 ? subviews[0] : nil
    }

    /// Candidate `index`'s size for `proposal`.
    private func size(of index: Int, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        if index == state.mounted, let view = mounted(subviews) { return view.sizeThatFits(proposal) }
        return state.measured[index].sizeThatFits(proposal)
    }

    /// The candidate chosen for `proposal` (nil: there is none).
    func choice(for proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Int? {
        guard !state.measured.isEmpty else { return nil }
        guard !axes.isEmpty else { return 0 }
        for index in state.measured.indices {
            let ideal = size(of: index, .unspecified, subviews)
            let fitsAcross = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsDown = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsAcross && fitsDown { return index }
        }
        return state.measured.count - 1
    }

    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        guard let chosen = choice(for: p, subviews) else { return .zero }
        return size(of: chosen, p, subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        state.chosen = choice(for: proposal, subviews)
        guard state.chosen == state.mounted, let view = mounted(subviews) else { return }
        let size = view.sizeThatFits(proposal)
        let corner = CGPoint(x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2)
        view.place(in: CGRect(origin: corner, size: size), proposal: proposal)
    }
}
