import Foundation
import MotionAnimation

/// Views in rows and shared columns (iOS 16) [A]: a visible node whose `GridRow`s give the
/// rows, the n-th view of a row in the n-th column; a view outside any `GridRow` is a row of
/// its own spanning every column. Columns are as wide as their widest cell, rows as high as
/// their tallest, `horizontalSpacing`/`verticalSpacing` points apart (8 when nil); each view is
/// aligned in its cell by `alignment` (see `Layout/Containers/CellGridLayout.swift`).
public struct Grid<Content: View>: View, ContainerView {
    public typealias Body = Never
    let content: Content
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    static var containerName: String { "Grid" }
    var containerLayout: any ContainerLayout {
        CellGridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}

/// A row of a `Grid` [A]: a visible node whose views are the row's cells, aligned vertically
/// by `alignment` (the grid's when nil). Outside a grid it lays out as an `HStack` [GUESS].
public struct GridRow<Content: View>: View, ContainerView {
    public typealias Body = Never
    let content: Content
    let alignment: VerticalAlignment?
    static var containerName: String { "GridRow" }
    var containerLayout: any ContainerLayout { GridRowLayout(alignment: alignment) }

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
    }
}

extension View {
    /// Makes the view, a cell of a `GridRow`, span `count` columns: read by the grid and
    /// recorded [A].
    public func gridCellColumns(_ count: Int) -> some View {
        hinted { if $0.gridCellColumns == nil { $0.gridCellColumns = count } }
            .styled("gridCellColumns(\(count))")
    }

    /// Aligns the cells of the view's `Grid` column horizontally: read by the grid and
    /// recorded [A].
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        hinted { if $0.gridColumnAlignment == nil { $0.gridColumnAlignment = guide } }
            .styled("gridColumnAlignment(.\(guide.name))")
    }

    /// Keeps the cell from sizing its column (`.horizontal`) or row (`.vertical`): read by the
    /// grid and recorded [A].
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        let names = [(Axis.Set.horizontal, ".horizontal"), (Axis.Set.vertical, ".vertical")].filter { axes.contains($0.0) }.map(\.1)
        return hinted { if $0.gridCellUnsizedAxes.isEmpty { $0.gridCellUnsizedAxes = axes } }
            .styled("gridCellUnsizedAxes([\(names.joined(separator: ", "))])")
    }

    /// Where the view sits in its cell (the unit point of the view on the same point of the
    /// cell), instead of the grid's alignment: read by the grid and recorded [A].
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        hinted { if $0.gridCellAnchor == nil { $0.gridCellAnchor = anchor } }
            .styled("gridCellAnchor(\(describe(Double(anchor.x))), \(describe(Double(anchor.y))))")
    }
}
