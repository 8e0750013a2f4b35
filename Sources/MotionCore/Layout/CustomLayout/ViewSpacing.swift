import Foundation

/// The space a view prefers next to its neighbours, per edge [A `ViewSpacing`]. The engine's
/// views all prefer the default spacing (8 points, as its stacks use) on every edge; `zero`
/// prefers none. The distance between two views is the larger of their preferences on the edges
/// that face each other [A].
public struct ViewSpacing: Sendable {
    /// Preferred space on each edge, points: top, leading, bottom, trailing.
    var edges: [CGFloat]

    /// No preferred spacing on any edge [A].
    public static let zero = ViewSpacing(uniform: 0)

    /// The default spacing on every edge [A].
    public init() { self.init(uniform: LayoutPass.defaultSpacing) }

    init(uniform value: CGFloat) { edges = [value, value, value, value] }

    private static func index(_ edge: Edge) -> Int {
        switch edge {
        case .top: 0
        case .leading: 1
        case .bottom: 2
        case .trailing: 3
        }
    }

    /// Takes, on `edges`, the larger preference of this and `other` [A].
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            let i = Self.index(edge)
            self.edges[i] = max(self.edges[i], other.edges[i])
        }
    }

    /// This spacing with `other`'s on `edges` where larger [A].
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance to `next`, a view after this one along `axis` [A]: the larger of this view's
    /// trailing (bottom) and `next`'s leading (top) preference.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal
            ? max(edges[Self.index(.trailing)], next.edges[Self.index(.leading)])
            : max(edges[Self.index(.bottom)], next.edges[Self.index(.top)])
    }
}
