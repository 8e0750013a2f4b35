import Foundation
import MotionAnimation

/// `Grid`'s layout as a `Layout` value [A `GridLayout`]: lays out `GridRow`s as `Grid` does.
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?
    public typealias AnimatableData = EmptyAnimatableData

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The grid measured once per layout pass [A `GridLayout.Cache`].
    public struct Cache {
        var grid: CellGridLayout.Cache
    }

    var grid: CellGridLayout {
        CellGridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(grid: grid.makeCache(subviews: subviews))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        grid.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.grid)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        grid.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.grid)
    }
}
