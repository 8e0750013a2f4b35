import Foundation
import MotionAnimation

/// `geometryGroup()` [A]: by default every view animates its own frame in window coordinates, so
/// a view inserted inside a moving container has no earlier frame and appears at its final
/// place at once. Inside a geometry group the runtime keeps each descendant's frame relative to
/// the group's frame: the group's frame animates, and what is inside moves with it. The group is
/// the node the modifier lands on, whatever its place among that node's other modifiers [GUESS:
/// Apple's documentation describes the barrier, not how it combines with a `frame` on the same
/// view].
extension ViewRuntime {
    /// The nearest ancestor of `node` (not `node` itself) that is a geometry group.
    func geometryGroup(of node: ViewNode) -> ViewNode? {
        var current = node.parent
        while let each = current {
            if each.layout.isGeometryGroup, each.isVisible { return each }
            current = each.parent
        }
        return nil
    }

    /// What a node's `geometry` stores for a frame laid out at `rect` (window coordinates): the
    /// frame relative to its geometry group's laid-out frame, or `rect` outside a group.
    func storedGeometry(of node: ViewNode, for rect: CGRect) -> CGRect {
        guard let group = geometryGroup(of: node), let groupRect = group.laidOutRect else { return rect }
        return rect.offsetBy(dx: -groupRect.minX, dy: -groupRect.minY)
    }

    /// The presented layout frame of a node now, in window coordinates and without offsets: its
    /// stored geometry moved by the presented origins of the geometry groups around it.
    func presentedLayoutRect(of node: ViewNode) -> CGRect? {
        guard let geometry = node.geometry else { return nil }
        let rect = geometry.value(at: time).rect
        guard let group = geometryGroup(of: node), let groupRect = presentedLayoutRect(of: group) else { return rect }
        return rect.offsetBy(dx: groupRect.minX, dy: groupRect.minY)
    }
}
