import Foundation
import MotionAnimation

/// A scripted scroll in progress: the scroll view it moves and its content offset when it began.
@_spi(Runtime)
public final class ScrollDrive {
    let scrollView: ViewNode
    let start: CGPoint

    init(scrollView: ViewNode, start: CGPoint) {
        self.scrollView = scrollView
        self.start = start
    }
}

extension ViewRuntime {
    /// Starts a scripted scroll of the scroll view `target` names: `*` is the first `ScrollView`
    /// in tree order; otherwise the named view (as for taps) if it is a scroll view, else the
    /// nearest one around it, else the first one inside it. Records a `scroll` event.
    public func beginScroll(_ target: String) throws(TapTargetError) -> ScrollDrive {
        let nodes = host.subtree.dropFirst().filter { $0.isAlive && !$0.isRemoving }
        let scrollView: ViewNode?
        if target == "*" {
            scrollView = nodes.first { $0.isScrollView }
            guard scrollView != nil else { throw TapTargetError(description: "there is no ScrollView to scroll ('*')") }
        } else {
            let named = try findTarget(target)
            scrollView = named.isScrollView ? named : named.nearestScrollView ?? named.subtree.first { $0.isScrollView && $0.isAlive && !$0.isRemoving }
        }
        guard let scrollView else {
            throw TapTargetError(description: "'\(target)' is not in a ScrollView (none around it or inside it)")
        }
        record(.scroll, node: scrollView, detail: "began")
        setScrollPhase(.interacting, of: scrollView)
        return ScrollDrive(scrollView: scrollView, start: scrollView.scrollOffset)
    }

    /// Moves the content of the scroll's view to `translation` from where the scroll began: the
    /// content offset becomes the start plus the translation (points; a positive `dy` scrolls the
    /// content up, revealing what is below), clamped to the scrollable range along the axes the
    /// view scrolls (0 … content size − the view's size; 0 across the others). Then an update
    /// without animation lays the content out at its new place and evaluates again what reads
    /// frames (`visualEffect`, `scrollTransition`, `onGeometryChange`, `onScrollGeometryChange`).
    public func scroll(_ drive: ScrollDrive, translation: CGSize) {
        let node = drive.scrollView
        guard node.isAlive else { return }
        let wanted = CGPoint(x: drive.start.x + translation.width, y: drive.start.y + translation.height)
        let offset = node.clampedScrollOffset(wanted)
        guard offset != node.scrollOffset else { return }
        node.scrollOffset = offset
        inContext {
            performWalk(transaction: Transaction()) { self.walkRoot($0) }
            flush()
        }
    }

    /// Ends a scripted scroll (the finger lifts; no deceleration follows). Records a `scroll`
    /// event.
    public func endScroll(_ drive: ScrollDrive) {
        record(.scroll, node: drive.scrollView, detail: "ended")
        setScrollPhase(.idle, of: drive.scrollView)
        settle(drive.scrollView)
    }

    /// How a scroll view with a `scrollTargetBehavior` settles after a scroll [GUESS: UIKit's
    /// deceleration curve is not documented]: `smooth` (a 0.5 s spring without bounce).
    static let settleAnimation = Animation.smooth

    /// Moves `node`'s content to where its scroll target behavior puts the target of a scroll
    /// that ended here (the visible rectangle at the current offset), within the scrollable
    /// range, in an update animated with `settleAnimation`; a `scroll` event `settled (x, y)`
    /// records it. Nothing without a behavior or when the target is where the content is.
    func settle(_ node: ViewNode) {
        guard node.isAlive, let behavior = node.scrollTargetBehavior, let scroll = node.layout.base as? ScrollLayout,
            let viewport = node.laidOutRect, let content = node.scrollContentSize
        else { return }
        var target = ScrollTarget(rect: CGRect(origin: node.scrollOffset, size: viewport.size))
        let context = ScrollTargetBehaviorContext(
            originalTarget: target, contentSize: content, containerSize: viewport.size, axes: scroll.axes)
        behavior.updateTarget(&target, context: context)
        let offset = node.clampedScrollOffset(target.rect.origin)
        guard offset != node.scrollOffset else { return }
        record(.scroll, node: node, detail: "settled (\(MotionCore.describe(Double(offset.x))), \(MotionCore.describe(Double(offset.y))))")
        inContext {
            withAnimation(Self.settleAnimation) {
                enqueueChange { if node.isAlive { node.scrollOffset = offset } }
            }
            flush()
        }
    }

    /// Moves `node`'s scroll phase to `phase` and runs its `onScrollPhaseChange` actions with
    /// the old and new phase (then the updates they cause), as a tap runs its action.
    func setScrollPhase(_ phase: ScrollPhase, of node: ViewNode) {
        let old = node.scrollPhase
        guard old != phase else { return }
        node.scrollPhase = phase
        let actions = node.scrollPhaseActions
        guard !actions.isEmpty else { return }
        inContext {
            for action in actions { action(old, phase) }
            flush()
        }
    }
}

extension ViewNode {
    /// Whether the node is a `ScrollView`.
    var isScrollView: Bool {
        layout.base is ScrollLayout
    }

    /// This node if it is a scroll view, else the first live scroll view inside it: the scroll
    /// view a modifier written on a view observes.
    var ownOrFirstScrollView: ViewNode? {
        isScrollView ? self : subtree.first { $0.isScrollView && $0.isAlive }
    }

    /// `offset` within the scrollable range of this scroll view at its last layout.
    func clampedScrollOffset(_ offset: CGPoint) -> CGPoint {
        guard let scroll = layout.base as? ScrollLayout else { return .zero }
        return ScrollLayout.clamp(offset, scroll.axes, content: scrollContentSize ?? .zero, viewport: scrollViewport?.size ?? .zero)
    }

    /// For a `ScrollView`: the part of its frame at the last layout inside its content insets
    /// (root coordinates), where its content rests and what `scrollTo` and scroll transitions
    /// measure against.
    var scrollViewport: CGRect? {
        laidOutRect?.inset(by: scrollContentInsets)
    }
}
