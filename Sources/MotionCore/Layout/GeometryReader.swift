import Foundation
import MotionAnimation

/// The size and frame of a view, from the layout [A]: `size`, `frame(in:)` (`.global`: root
/// coordinates, `.local`: the view's own bounds; `.named` is treated as `.global`). Frames are
/// the layout's targets (the values animations go to, offsets not included).
public struct GeometryProxy: Sendable {
    let rect: CGRect
    /// How far the view's frame may extend into the safe areas around it.
    var safeArea = EdgeInsets()

    /// The size of the view [A].
    public var size: CGSize { rect.size }

    /// The safe area insets of the view [A]: on each edge, how far the view's frame could
    /// extend into the safe area, as `ignoresSafeArea()` would extend it [O] OpenSwiftUI
    /// (`SafeAreaInsets.resolve`): the whole bar on an edge the frame reaches (a reader filling
    /// the safe area of an iPhone 16 reads 59 and 34), 0 on an edge away from it and on a frame
    /// already extended to the screen's edge.
    public var safeAreaInsets: EdgeInsets { safeArea }

    /// The view's frame in `coordinateSpace` [A].
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        if case .local = coordinateSpace { return CGRect(origin: .zero, size: rect.size) }
        return rect
    }
}

/// A view whose content is built from its own size [A]: it takes the whole proposal and places
/// its content at its top-leading corner. The content is evaluated with the frame of the last
/// layout, and again in the same update whenever the layout gives another frame (the first
/// evaluation sees a zero size).
public struct GeometryReader<Content: View>: View, BuiltinView {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: "GeometryReader", typeName: "GeometryReader")
        node.layout.base = GeometryReaderLayout()
        let inner = context.forContent
        node.rewalk = { [unowned runtime, unowned node] transaction in
            var rewalked = inner
            rewalked.transaction = transaction
            self.evaluate(node, runtime: runtime, rewalked)
        }
        evaluate(node, runtime: runtime, inner)
    }

    private func evaluate(_ node: ViewNode, runtime: ViewRuntime, _ context: WalkContext) {
        let proxy = runtime.readGeometry(of: node, rewalking: node)
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(content(proxy), context)
        }
    }
}

/// A read of a node's laid-out frame during a walk: if the layout that follows gives the node
/// another frame or safe area, `rewalking` is evaluated again.
struct LayoutRead {
    weak var node: ViewNode?
    let rect: CGRect
    let safeArea: EdgeInsets
    weak var rewalking: ViewNode?
    /// Whether what the walk chose from the layout no longer holds after it (`ViewThatFits`'s
    /// choice), whatever the frame; nil: only the frame counts.
    var isStale: (() -> Bool)? = nil
}

extension ViewRuntime {
    /// The proxy of `node`'s last laid-out frame and safe area, recording the read.
    func readGeometry(of node: ViewNode, rewalking: ViewNode) -> GeometryProxy {
        let rect = node.laidOutRect ?? node.geometry?.model.rect ?? .zero
        layouts.reads.append(LayoutRead(node: node, rect: rect, safeArea: node.laidOutSafeAreaInsets, rewalking: rewalking))
        return GeometryProxy(rect: rect, safeArea: node.laidOutSafeAreaInsets)
    }

    /// Records that the walk of `node` chose from its last layout: if the layout that follows
    /// makes `isStale` true, `node` is evaluated again.
    func readLayoutChoice(of node: ViewNode, isStale: @escaping () -> Bool) {
        let rect = node.laidOutRect ?? node.geometry?.model.rect ?? .zero
        layouts.reads.append(LayoutRead(node: node, rect: rect, safeArea: node.laidOutSafeAreaInsets, rewalking: node, isStale: isStale))
    }

    /// The nodes to evaluate again because the layout moved or resized what they read.
    func takeStaleLayoutReads() -> [ViewNode] {
        let reads = layouts.reads
        layouts.reads = []
        var stale: [ViewNode] = []
        for read in reads {
            guard let node = read.node, let rewalking = read.rewalking, rewalking.isAlive,
                let current = node.laidOutRect ?? node.geometry?.model.rect,
                current != read.rect || node.laidOutSafeAreaInsets != read.safeArea || read.isStale?() == true,
                !stale.contains(where: { $0 === rewalking })
            else { continue }
            stale.append(rewalking)
        }
        return stale
    }
}
