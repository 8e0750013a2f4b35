import Foundation

/// `ScrollView`: takes the proposal along the axes it scrolls and proposes its content no limit
/// along them.
struct ScrollLayout: ContainerLayout {
    var axes: Axis.Set

    /// What a scroll view proposes to its content: nothing along the axes it scrolls, its own
    /// size across them.
    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }

    /// The size of a scroll view's content (several views stack vertically [GUESS: SwiftUI's
    /// implicit stack in a scroll view is vertical whatever the axes]).
    func contentSize(_ subviews: LayoutSubviews, _ p: ProposedViewSize) -> CGSize {
        let proposal = contentProposal(p)
        return subviews.count == 1 ? subviews[0].sizeThatFits(proposal) : StackLayout.implicitVertical.size(of: subviews.elements, proposal)
    }

    /// A scroll view takes the space offered along the axes it scrolls and is as big as its
    /// content across the others (its content's size where nothing is offered) [B] "SwiftUI
    /// Field Guide", Scroll View.
    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        let content = contentSize(subviews, p)
        return CGSize(
            width: axes.contains(.horizontal) ? p.width ?? content.width : content.width,
            height: axes.contains(.vertical) ? p.height ?? content.height : content.height)
    }

    /// Places a scroll view's content in the part of `bounds` inside its content insets
    /// (`ViewNode.scrollContentInsets`, the safe areas its frame reaches into): at that part's
    /// start along the axes it scrolls, moved back by the content offset
    /// (`ViewNode.scrollOffset`, first kept within 0 … content − that part's size), centred
    /// across the others. The content's size is kept for scrolls and `onScrollGeometryChange`.
    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        let node = subviews.container.node
        let visible = bounds.inset(by: node.scrollContentInsets)
        let origin = visible.origin, size = visible.size
        let content = contentSize(subviews, ProposedViewSize(size))
        node.scrollContentSize = content
        let offset = Self.clamp(node.scrollOffset, axes, content: content, viewport: size)
        node.scrollOffset = offset
        let x = axes.contains(.horizontal) ? -offset.x : (size.width - content.width) / 2
        let y = axes.contains(.vertical) ? -offset.y : (size.height - content.height) / 2
        let corner = CGPoint(x: origin.x + x, y: origin.y + y)
        let proposal = contentProposal(ProposedViewSize(size))
        if subviews.count == 1 {
            subviews[0].place(in: CGRect(origin: corner, size: content), proposal: proposal)
        } else {
            StackLayout.implicitVertical.place(subviews.elements, origin: corner, size: content, proposal: proposal)
        }
        subviews.frameFlattenedViews()
    }

    /// `offset` within a scroll view's scrollable range: 0 … content − viewport along the axes
    /// it scrolls (0 when the content fits), 0 across the others.
    static func clamp(_ offset: CGPoint, _ axes: Axis.Set, content: CGSize, viewport: CGSize) -> CGPoint {
        func clamp(_ value: CGFloat, _ scrolls: Bool, _ range: CGFloat) -> CGFloat {
            scrolls ? min(max(value, 0), max(range, 0)) : 0
        }
        return CGPoint(
            x: clamp(offset.x, axes.contains(.horizontal), content.width - viewport.width),
            y: clamp(offset.y, axes.contains(.vertical), content.height - viewport.height))
    }
}
