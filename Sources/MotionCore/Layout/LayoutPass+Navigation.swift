import Foundation

extension LayoutPass {
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
    static func navigationBarHeight(_ node: ViewNode) -> CGFloat {
        var title: String?
        var mode: NavigationBarItem.TitleDisplayMode?
        func visit(_ node: ViewNode) {
            for child in node.childOrder where child.isAlive && !child.isRemoving {
                if case .navigation = child.layout.kind { continue }
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
    private static func navigationContentProposal(_ p: ProposedViewSize, bar: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - bar) })
    }

    /// The size of a navigation container's content (several views stack as a `VStack`).
    private mutating func navigationContentSize(_ node: ViewNode, _ p: ProposedViewSize) -> CGSize {
        let children = stackChildren(of: node)
        return children.count == 1 ? size(children[0], p) : stackSize(children, axis: .vertical, spacing: nil, p)
    }

    /// A navigation container takes the space offered (where nothing is offered: its content's
    /// size, and the bar above).
    mutating func navigationSize(_ node: ViewNode, _ p: ProposedViewSize) -> CGSize {
        let bar = Self.navigationBarHeight(node)
        let content = navigationContentSize(node, Self.navigationContentProposal(p, bar: bar))
        return CGSize(width: p.width ?? content.width, height: p.height ?? content.height + bar)
    }

    /// Places a navigation container's content centred in the space below its bar.
    mutating func placeNavigation(_ node: ViewNode, origin: CGPoint, size: CGSize) {
        let bar = Self.navigationBarHeight(node)
        let area = CGSize(width: size.width, height: max(0, size.height - bar))
        let content = navigationContentSize(node, ProposedViewSize(area))
        let corner = CGPoint(x: origin.x + (area.width - content.width) / 2, y: origin.y + bar + (area.height - content.height) / 2)
        let children = stackChildren(of: node)
        if children.count == 1 {
            place(children[0], origin: corner, size: content, proposal: ProposedViewSize(area))
        } else {
            placeStack(children, axis: .vertical, alignment: 0.5, spacing: nil, origin: corner, size: content, proposal: ProposedViewSize(area))
        }
    }
}
