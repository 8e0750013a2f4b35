import Foundation

/// `TabView`: takes the proposal; the selected tab is proposed the space above the tab bar and
/// centred in it, the bar (`TabBarLayout`) fills the bottom.
struct TabViewLayout: ContainerLayout {
    /// Whether the view has a bar (not with `.page` style).
    let hasBar: Bool

    static var flattensSubviews: Bool { false }

    /// The tab bar's items row, points, over the home-indicator area of a Face ID iPhone,
    /// which the bar's background fills [GUESS: UIKit's iPhone metrics, not documented for
    /// SwiftUI]; MotionCore's root has no safe area, so the bar takes both.
    static let itemsHeight: CGFloat = 49
    static let homeIndicatorHeight: CGFloat = 34
    static var barHeight: CGFloat { itemsHeight + homeIndicatorHeight }

    /// The selected tab's views (several stack as a `VStack`) and the bar.
    private func parts(_ subviews: LayoutSubviews) -> (content: [LayoutSubview], bar: LayoutSubview?) {
        let bar = subviews.elements.first { $0.layout is TabBarLayout }
        return (subviews.elements.filter { !($0.layout is TabBarLayout) }.flatMap(\.flattened), bar)
    }

    private func contentSize(_ content: [LayoutSubview], _ p: ProposedViewSize) -> CGSize {
        content.count == 1 ? content[0].sizeThatFits(p) : StackLayout.implicitVertical.size(of: content, p)
    }

    private var bar: CGFloat { hasBar ? Self.barHeight : 0 }

    /// A tab view takes the space offered (where nothing is offered: its tab's size and the bar
    /// below it).
    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        let content = contentSize(parts(subviews).content, ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - bar) }))
        return CGSize(width: p.width ?? content.width, height: p.height ?? content.height + bar)
    }

    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        let (content, barView) = parts(subviews)
        let area = CGSize(width: bounds.width, height: max(0, bounds.height - bar))
        let size = contentSize(content, ProposedViewSize(area))
        let corner = CGPoint(x: bounds.minX + (area.width - size.width) / 2, y: bounds.minY + (area.height - size.height) / 2)
        if content.count == 1 {
            content[0].place(in: CGRect(origin: corner, size: size), proposal: ProposedViewSize(area))
        } else if !content.isEmpty {
            StackLayout.implicitVertical.place(content, origin: corner, size: size, proposal: ProposedViewSize(area))
        }
        barView?.place(in: CGRect(x: bounds.minX, y: bounds.maxY - bar, width: bounds.width, height: bar))
        subviews.frameFlattenedViews()
    }
}

/// A tab view's bar: its items side by side in equal slots across its width, each centred in
/// its slot within the bar's items row (`TabViewLayout.itemsHeight`).
struct TabBarLayout: ContainerLayout {
    static var flattensSubviews: Bool { false }

    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        CGSize(width: p.width ?? 0, height: p.height ?? TabViewLayout.barHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let slot = CGSize(width: bounds.width / CGFloat(subviews.count), height: min(bounds.height, TabViewLayout.itemsHeight))
        for (index, item) in subviews.enumerated() {
            let size = item.sizeThatFits(ProposedViewSize(slot))
            let origin = CGPoint(x: bounds.minX + slot.width * CGFloat(index) + (slot.width - size.width) / 2, y: bounds.minY + (slot.height - size.height) / 2)
            item.place(in: CGRect(origin: origin, size: size), proposal: ProposedViewSize(slot))
        }
    }
}
