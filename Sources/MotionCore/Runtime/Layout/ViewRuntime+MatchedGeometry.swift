import Foundation
import MotionAnimation

/// `matchedGeometryEffect` (SEMANTICS.md, "Matched geometry"), applied to the targets of a layout pass.
extension ViewRuntime {
    /// A view of a group, and whether it is being removed.
    private struct Member {
        let node: ViewNode
        let link: MatchedGeometryLink
        let isRemoving: Bool
        /// The walk that started the removal of the node or its removed ancestor.
        let removalWalk: Int
    }

    /// The layout targets with matched geometry applied:
    /// - a view that is not the source takes the source's frame (per its properties, at its
    ///   anchor);
    /// - a view laid out for the first time in the update that removes a view of its group starts
    ///   at that view's presented frame (then animates to its own), and the removed view is
    ///   sent to the inserted view's frame, both with the inserted view's transaction;
    /// - more than one source shown at once is SwiftUI's runtime warning, as a `warning` event
    ///   (once until it stops being the case).
    func matchGeometry(_ targets: [(ViewNode, CGRect)], transaction: Transaction) -> [(ViewNode, CGRect)] {
        var groups: [String: [Member]] = [:]
        var order: [String] = []
        host.forEachInTree { node in
            guard node.isAlive, !node.matched.isEmpty else { return }
            let removed = ([node] + node.ancestors).first { $0.isRemoving }
            for link in node.matched {
                if groups[link.group] == nil { order.append(link.group) }
                groups[link.group, default: []].append(
                    Member(node: node, link: link, isRemoving: removed != nil, removalWalk: removed?.removalWalk ?? 0))
            }
        }
        guard !groups.isEmpty else {
            matchedGeometry.warnedGroups = []
            return targets
        }
        var rects = Dictionary(uniqueKeysWithValues: targets.map { (ObjectIdentifier($0.0), $0.1) })
        var warned: Set<String> = []
        for group in order {
            let members = groups[group] ?? []
            let shown = members.filter { !$0.isRemoving }
            let sources = shown.filter(\.link.isSource)
            if sources.count > 1 {
                warned.insert(group)
                if !matchedGeometry.warnedGroups.contains(group) {
                    warn("Multiple inserted views in matched geometry group \(sources[0].link.groupDescription) have `isSource: true`, results are undefined.", node: sources[1].node)
                }
            }
            if sources.count == 1, let shared = rects[ObjectIdentifier(sources[0].node)] {
                for member in shown where !member.link.isSource {
                    if let own = rects[ObjectIdentifier(member.node)] { rects[ObjectIdentifier(member.node)] = member.link.matched(own, to: shared) }
                }
            }
            pairInsertion(members, rects: &rects)
        }
        matchedGeometry.warnedGroups = warned
        return targets.map { ($0.0, rects[ObjectIdentifier($0.0)] ?? $0.1) }
    }

    /// A view of the group laid out for the first time in the update that removes another: it
    /// starts at the removed view's frame; the removed view animates to its frame.
    private func pairInsertion(_ members: [Member], rects: inout [ObjectIdentifier: CGRect]) {
        guard let removed = members.last(where: { $0.isRemoving && $0.removalWalk == walks.count && $0.node.geometry != nil }),
            let inserted = members.first(where: { !$0.isRemoving && $0.node.geometry == nil && !matchedGeometry.pairsRecorded.contains(ObjectIdentifier($0.node)) }),
            let target = rects[ObjectIdentifier(inserted.node)], let from = presentedLayoutRect(of: removed.node)
        else { return }
        let transaction = inserted.node.layout.transaction
        setGeometry(of: inserted.node, to: inserted.link.matched(target, to: from), transaction: Transaction())
        setGeometry(of: removed.node, to: removed.link.matched(from, to: target), transaction: transaction)
        matchedGeometry.pairsRecorded.insert(ObjectIdentifier(inserted.node))
        record(.matchedGeometry, node: inserted.node, detail: "from \(removed.node.path)")
    }
}

extension ViewNode {
    /// The node's ancestors, nearest first.
    var ancestors: [ViewNode] {
        var result: [ViewNode] = []
        var current = parent
        while let node = current {
            result.append(node)
            current = node.parent
        }
        return result
    }
}
