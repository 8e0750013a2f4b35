import Foundation
import MotionAnimation
import TraceFormat

extension ViewRuntime {
    /// Lays out the tree after a walk and sets every placed node's `geometry`: a node walked in
    /// this walk animates with the transaction at the node, any other with the walk's
    /// `transaction` (a view moved by a sibling's change).
    ///
    /// The frames are queued, not set: an update lays out again while views read their frames
    /// (`GeometryReader`, `visualEffect`), and only its last layout is committed, as one change
    /// per node, when the update's layout ends (`commitGeometry()`); readers see each pass's
    /// frame at once (`ViewNode.laidOutRect`).
    func performLayout(transaction: Transaction) {
        layouts.passes += 1
        let pass = LayoutPass()
        pass.layOut(host: host, size: rootSize, safeArea: safeArea, displayScale: environment.displayScale)
        var targets: [(ViewNode, CGRect)] = []
        for node in pass.placed where node.isVisible {
            let id = ObjectIdentifier(node)
            guard let rect = pass.frames[id]?.rect else { continue }
            node.outerSize = pass.outerSizes[id] ?? rect.size
            node.laidOutSafeAreaInsets = pass.safeAreaInsets[id] ?? EdgeInsets()
            node.laidOutBackgroundOutsets = pass.backgroundOutsets[id]
            targets.append((node, rect))
        }
        targets = matchGeometry(targets, transaction: transaction)
        for (node, rect) in targets {
            let nodeTransaction = node.layout.walk == walks.count ? node.layout.transaction : transaction
            setGeometry(of: node, to: rect, transaction: nodeTransaction)
        }
    }

    /// Queues a change of a node's `geometry` in this layout pass (its first value is not
    /// animated). A later pass of the same update replaces the pass's last change of the node.
    func setGeometry(of node: ViewNode, to rect: CGRect, transaction: Transaction) {
        node.laidOutRect = rect
        let id = ObjectIdentifier(node)
        guard var queued = layouts.pendingGeometry[id] else {
            layouts.pendingGeometry[id] = (node, [(rect, transaction)], layouts.passes)
            layouts.pendingGeometryOrder.append(id)
            return
        }
        if queued.pass == layouts.passes {
            queued.changes.append((rect, transaction))
        } else {
            queued.changes[queued.changes.count - 1] = (rect, transaction)
            queued.pass = layouts.passes
        }
        layouts.pendingGeometry[id] = queued
    }

    /// Commits the frames the update's last layout gave (see `performLayout`), each stored
    /// relative to its geometry group if it has one (`storedGeometry(of:for:)`).
    func commitGeometry() {
        let order = layouts.pendingGeometryOrder
        layouts.pendingGeometryOrder = []
        for id in order {
            guard let queued = layouts.pendingGeometry.removeValue(forKey: id) else { continue }
            for (laidOut, transaction) in queued.changes {
                let rect = storedGeometry(of: queued.node, for: laidOut)
                if let geometry = queued.node.geometry {
                    geometry.set(TracedRect(rect: rect), transaction: transaction, at: time)
                } else {
                    queued.node.geometry = TracedProperty(name: TraceProperty.geometry.name, value: TracedRect(rect: rect))
                }
            }
        }
        matchedGeometry.pairsRecorded = []
    }

    /// The presented frame of a node at the current time, offsets included; `nil` before its
    /// first layout.
    func presentedFrame(of node: ViewNode) -> CGRect? {
        guard var rect = presentedLayoutRect(of: node) else { return nil }
        var current: ViewNode? = node
        while let each = current {
            for property in each.propertyOrder where property.isOffset {
                if let point = presentedOffset(property) {
                    rect.origin.x += point.width
                    rect.origin.y += point.height
                }
            }
            let decorated = secondaryOffset(of: each)
            rect.origin.x += decorated.width
            rect.origin.y += decorated.height
            current = each.parent
        }
        return rect
    }

    /// An `offset` property's presented value now; nil for another property.
    private func presentedOffset(_ property: AnyTracedProperty) -> CGSize? {
        guard let offset = property as? TracedProperty<TracedPoint> else { return nil }
        let point = offset.value(at: time)
        return CGSize(width: point.x, height: point.y)
    }

    /// What the offsets of the view a secondary view decorates, applied outside its `background`
    /// or `overlay`, move it by now (zero for another node).
    func secondaryOffset(of node: ViewNode) -> CGSize {
        guard let link = node.secondaryLink, link.node === node, let primary = link.primary else { return .zero }
        var total = CGSize.zero
        for name in link.outerProperties where Self.isOffset(name) {
            if let property = primary.properties[name], let point = presentedOffset(property) {
                total.width += point.width
                total.height += point.height
            }
        }
        return total
    }

    /// Whether a property is an `offset` (they move the frames a trace reports).
    static func isOffset(_ name: String) -> Bool {
        TraceProperty.offset.names(name)
    }
}


extension ViewRuntime {
    /// The most passes of re-evaluating views whose frames changed under what they read, per
    /// update [GUESS: a reader whose content changes its own frame every time would not settle].
    static let maximumLayoutPasses = 4

    /// Evaluates again the views that read a frame the layout has since changed (a
    /// `GeometryReader`'s content, a `visualEffect`), and lays out again, until nothing read
    /// changes (at most `maximumLayoutPasses`).
    func reevaluateLayoutReaders(transaction: Transaction) {
        guard layouts.reevaluationDepth == 0 else { return }
        layouts.reevaluationDepth += 1
        defer { layouts.reevaluationDepth -= 1 }
        for _ in 0..<Self.maximumLayoutPasses {
            let stale = addingStalePreferenceReaders(to: takeStaleLayoutReads())
            guard !stale.isEmpty else { return }
            performWalk(transaction: transaction) { transaction in
                for node in stale where node.isAlive { node.rewalk?(transaction) }
            }
        }
        layouts.reads = []
    }
}
