import Foundation

/// `NavigationStack`/`NavigationView`: takes the proposal, its content below the navigation bar.
struct NavigationLayout: ContainerLayout {
    /// A navigation bar showing a large title, points: the 44-point bar and the 52-point title
    /// below it [GUESS: UIKit's iPhone metrics, not documented for SwiftUI].
    static let largeTitleBarHeight: CGFloat = 96
    /// A navigation bar with an inline title or none, points [GUESS: UIKit's iPhone bar].
    static let inlineBarHeight: CGFloat = 44

    /// The height of a navigation container's bar: a large title when a view inside it sets a
    /// `navigationTitle` and the first display mode set inside (tree order, not looking into
    /// nested navigation containers) is `.large` or `.automatic` (or none is set: the root
    /// screen's automatic mode is large [A]); an inline bar otherwise, also without a title
    /// [GUESS: the bar is there, empty].
    static func barHeight(_ node: ViewNode) -> CGFloat {
        var title: String?
        var mode: NavigationBarItem.TitleDisplayMode?
        func visit(_ node: ViewNode) {
            for child in node.childOrder where child.isAlive && !child.isRemoving {
                if child.layout.base is NavigationLayout { continue }
                title = title ?? child.layout.hints.navigationTitle
                mode = mode ?? child.layout.hints.titleDisplayMode
                visit(child)
            }
        }
        visit(node)
        guard title != nil, mode != .inline else { return inlineBarHeight }
        return largeTitleBarHeight
    }

    /// What a navigation container proposes its content: the proposal less the bar's height.
    private static func contentProposal(_ p: ProposedViewSize, bar: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - bar) })
    }

    /// The size of a navigation container's content (several views stack as a `VStack`).
    private static func contentSize(_ subviews: LayoutSubviews, _ p: ProposedViewSize) -> CGSize {
        subviews.count == 1 ? subviews[0].sizeThatFits(p) : StackLayout.implicitVertical.size(of: subviews.elements, p)
    }

    /// A navigation container takes the space offered (where nothing is offered: its content's
    /// size, and the bar above).
    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        let bar = Self.barHeight(subviews.container.node)
        let content = Self.contentSize(subviews, Self.contentProposal(p, bar: bar))
        return CGSize(width: p.width ?? content.width, height: p.height ?? content.height + bar)
    }

    /// Places a navigation container's content centred in the space below its bar.
    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        let origin = bounds.origin, size = bounds.size
        let bar = Self.barHeight(subviews.container.node)
        let area = CGSize(width: size.width, height: max(0, size.height - bar))
        let content = Self.contentSize(subviews, ProposedViewSize(area))
        let corner = CGPoint(x: origin.x + (area.width - content.width) / 2, y: origin.y + bar + (area.height - content.height) / 2)
        if subviews.count == 1 {
            subviews[0].place(in: CGRect(origin: corner, size: content), proposal: ProposedViewSize(area))
        } else {
            StackLayout.implicitVertical.place(subviews.elements, origin: corner, size: content, proposal: ProposedViewSize(area))
        }
        subviews.frameFlattenedViews()
    }
}
