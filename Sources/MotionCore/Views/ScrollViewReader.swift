import Foundation

/// A view whose content gets a proxy that scrolls the scroll views inside it [A]: a transparent
/// node (no path component; modifiers on it land on its content), laid out as its content.
public struct ScrollViewReader<Content: View>: View, BuiltinView {
    public typealias Body = Never
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.node(for: Self.self, at: walk, visible: false, name: "ScrollViewReader", typeName: "ScrollViewReader")
        let proxy = ScrollViewProxy(reader: WeakNode(node: node))
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(content(proxy), context)
        }
    }
}

/// Scrolls the scroll views inside a `ScrollViewReader` [A].
public struct ScrollViewProxy {
    let reader: WeakNode

    /// Scrolls the first `ScrollView` inside the reader (tree order) that holds a view with the
    /// identifier `id` (its `.id(_:)` or its `ForEach` element's id) [A]: with an anchor, so that
    /// the anchor's point of that view and of the scroll view coincide; without one, by the least
    /// that shows the whole view (none when it is shown; its top or leading edge first when it is
    /// larger than the scroll view). The content offset changes in an update of the call's
    /// transaction, so inside `withAnimation` the content's frames animate to their new places; a
    /// `scroll` event records the call. Nothing happens when no scroll view holds the id.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let node = reader.node, node.isAlive, let runtime = ViewRuntime.current, runtime.checkThread("ScrollViewProxy")
        else { return }
        runtime.scroll(in: node, to: AnyHashable(id), anchor: anchor)
    }
}

extension ViewRuntime {
    /// `ScrollViewProxy.scrollTo(_:anchor:)` for the reader `reader`.
    func scroll(in reader: ViewNode, to id: AnyHashable, anchor: UnitPoint?) {
        let scrollViews = reader.subtree.filter { $0.isScrollView && $0.isAlive && !$0.isRemoving }
        guard let (scrollView, target) = scrollViews.lazy.compactMap({ scroll in scroll.identifiedDescendant(id).map { (scroll, $0) } }).first
        else { return }
        record(.scroll, node: scrollView, detail: "scrollTo(\(id.base), anchor: \(anchor.map(Self.describe) ?? "nil"))")
        enqueueChange {
            guard scrollView.isAlive, let viewport = scrollView.scrollViewport, let frame = target.laidOutRect else { return }
            let offset = ScrollLayout.offset(bringing: frame, into: viewport, anchor: anchor, from: scrollView.scrollOffset)
            scrollView.scrollOffset = scrollView.clampedScrollOffset(offset)
        }
    }

    /// A unit point as Swift writes it (`.top`, `UnitPoint(x: 0.2, y: 0.5)`).
    static func describe(_ point: UnitPoint) -> String {
        let named: [(UnitPoint, String)] = [
            (.topLeading, "topLeading"), (.top, "top"), (.topTrailing, "topTrailing"), (.leading, "leading"), (.center, "center"),
            (.trailing, "trailing"), (.bottomLeading, "bottomLeading"), (.bottom, "bottom"), (.bottomTrailing, "bottomTrailing"),
        ]
        if let name = named.first(where: { $0.0 == point })?.1 { return ".\(name)" }
        return "UnitPoint(x: \(MotionCore.describe(Double(point.x))), y: \(MotionCore.describe(Double(point.y))))"
    }
}

extension ViewNode {
    /// The first visible view at the identifier `id` in this node's subtree (tree order).
    func identifiedDescendant(_ id: AnyHashable) -> ViewNode? {
        for child in childOrder where child.isAlive && !child.isRemoving {
            if children.contains(where: { $0.value === child && $0.key.components.contains(.id(id)) }), let view = child.firstVisible {
                return view
            }
            if let found = child.identifiedDescendant(id) { return found }
        }
        return nil
    }
}

extension ScrollLayout {
    /// The content offset that brings `frame` (a view's frame, root coordinates) into the scroll
    /// view at `viewport` scrolled to `offset`, along the axes it scrolls [A]
    /// (`scrollTo(_:anchor:)`): the anchor's points of both coincide; without an anchor the
    /// least move that shows the whole frame.
    static func offset(bringing frame: CGRect, into viewport: CGRect, anchor: UnitPoint?, from offset: CGPoint) -> CGPoint {
        func delta(_ low: CGFloat, _ high: CGFloat, _ viewLow: CGFloat, _ viewHigh: CGFloat, _ unit: CGFloat?) -> CGFloat {
            if let unit { return (low + (high - low) * unit) - (viewLow + (viewHigh - viewLow) * unit) }
            if low < viewLow || high - low > viewHigh - viewLow { return low - viewLow }
            return high > viewHigh ? high - viewHigh : 0
        }
        return CGPoint(
            x: offset.x + delta(frame.minX, frame.maxX, viewport.minX, viewport.maxX, anchor?.x),
            y: offset.y + delta(frame.minY, frame.maxY, viewport.minY, viewport.maxY, anchor?.y))
    }
}
