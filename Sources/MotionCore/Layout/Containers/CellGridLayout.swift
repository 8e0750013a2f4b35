import Foundation

/// `Grid`: rows of cells in shared columns. Its subviews are its rows: each `GridRow` (also
/// inside views of yours) with its cells, or a view outside any `GridRow`, which spans the grid.
struct CellGridLayout: ContainerLayout {
    /// How cells sit in their cells by default.
    let alignment: Alignment
    /// Between columns and between rows, points (nil: the default spacing).
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?

    /// A row of the grid as laid out: a `GridRow` and its cells, or a view spanning the grid.
    struct Row {
        let view: LayoutSubview
        /// The views of yours around the `GridRow`, outermost first.
        var wrappers: [LayoutSubview] = []
        /// The row's cells; nil for a view spanning the grid.
        var cells: [LayoutSubview]?
        var alignment: VerticalAlignment?
    }

    /// The grid measured: none of it depends on the proposal.
    struct Cache {
        let rows: [Row]
        let columns: [GridTrack]
        let width: CGFloat
        let heights: [CGFloat]
    }

    func makeCache(subviews: LayoutSubviews) -> Cache {
        let rows = subviews.map { child -> Row in
            let (target, wrappers) = child.unwrapped
            guard let row = target.layout as? GridRowLayout else { return Row(view: child) }
            return Row(view: target, wrappers: wrappers, cells: target.stackChildren, alignment: row.alignment)
        }
        let columns = columns(rows)
        let width = width(rows, columns)
        return Cache(rows: rows, columns: columns, width: width, heights: rowHeights(rows, columns, width: width))
    }

    /// How many columns a cell takes (at least 1).
    private static func span(of cell: LayoutSubview) -> Int {
        max(1, cell.hints.gridCellColumns ?? 1)
    }

    /// The grid's columns [GUESS: SwiftUI documents widest cell and tallest cell, not how a
    /// flexible view shares out space]: each as wide as the ideal width (nothing proposed) of
    /// its widest one-column cell; a cell spanning several columns wider than them (with the
    /// spacing between) widens each by an equal share of the difference; a cell with
    /// `gridCellUnsizedAxes(.horizontal)` does not count. Cells are aligned in their columns by
    /// the first `gridColumnAlignment` in the column, else the grid's alignment.
    private func columns(_ rows: [Row]) -> [GridTrack] {
        let spacing = horizontalSpacing ?? LayoutPass.defaultSpacing
        let count = rows.map { ($0.cells ?? []).map(Self.span).reduce(0, +) }.max() ?? 0
        var widths = Array(repeating: CGFloat(0), count: count)
        var alignments: [HorizontalAlignment?] = Array(repeating: nil, count: count)
        var spanning: [(start: Int, span: Int, width: CGFloat)] = []
        for row in rows {
            var column = 0
            for cell in row.cells ?? [] {
                let span = Self.span(of: cell)
                alignments[column] = alignments[column] ?? cell.hints.gridColumnAlignment
                if !cell.hints.gridCellUnsizedAxes.contains(.horizontal) {
                    let width = cell.sizeThatFits(.unspecified).width
                    if span == 1 { widths[column] = max(widths[column], width) } else { spanning.append((column, span, width)) }
                }
                column += span
            }
        }
        for cell in spanning {
            let covered = widths[cell.start..<cell.start + cell.span].reduce(0, +) + spacing * CGFloat(cell.span - 1)
            guard cell.width > covered else { continue }
            for column in cell.start..<cell.start + cell.span { widths[column] += (cell.width - covered) / CGFloat(cell.span) }
        }
        return zip(widths, alignments).map { width, alignment in
            GridTrack(extent: width, spacing: spacing, alignment: Alignment(horizontal: alignment ?? self.alignment.horizontal, vertical: self.alignment.vertical))
        }
    }

    /// The grid's width: its columns', or a spanning view's ideal width when that is wider.
    private func width(_ rows: [Row], _ columns: [GridTrack]) -> CGFloat {
        var width = GridTrack.extent(of: columns)
        for row in rows where row.cells == nil && !row.view.hints.gridCellUnsizedAxes.contains(.horizontal) {
            width = max(width, row.view.sizeThatFits(.unspecified).width)
        }
        return width
    }

    /// The width of the cell starting at `column` spanning `span` columns.
    private static func cellWidth(_ columns: [GridTrack], from column: Int, span: Int) -> CGFloat {
        GridTrack.extent(of: Array(columns[column..<min(columns.count, column + span)]))
    }

    /// Each row's height: its tallest cell's height for the cell's width (nothing proposed
    /// down), a cell with `gridCellUnsizedAxes(.vertical)` not counting; a spanning view's
    /// height for the grid's width.
    private func rowHeights(_ rows: [Row], _ columns: [GridTrack], width: CGFloat) -> [CGFloat] {
        rows.map { row in
            guard let cells = row.cells else { return row.view.sizeThatFits(ProposedViewSize(width: width, height: nil)).height }
            var column = 0
            var height: CGFloat = 0
            for cell in cells {
                let span = Self.span(of: cell)
                if !cell.hints.gridCellUnsizedAxes.contains(.vertical) {
                    height = max(height, cell.sizeThatFits(ProposedViewSize(width: Self.cellWidth(columns, from: column, span: span), height: nil)).height)
                }
                column += span
            }
            return height
        }
    }

    /// A grid is as big as its columns and rows with the spacing between them, whatever it is
    /// offered [GUESS].
    func sizeThatFits(proposal _: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize {
        let spacing = verticalSpacing ?? LayoutPass.defaultSpacing
        return CGSize(width: cache.width, height: cache.heights.reduce(0, +) + spacing * CGFloat(max(0, cache.heights.count - 1)))
    }

    /// Places a grid's rows from its top: each cell proposed its cell's size (a flexible view
    /// fills it) and aligned in it (horizontally by its column, vertically by its row's
    /// alignment, else the grid's; a `gridCellAnchor` instead when it has one); a spanning
    /// view proposed the grid's width and its row's height, aligned by the grid's alignment. A
    /// `GridRow` (and the views of yours around it) gets its row's rectangle across the grid.
    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) {
        let origin = bounds.origin
        let columns = cache.columns, width = cache.width
        let spacing = verticalSpacing ?? LayoutPass.defaultSpacing
        var y = origin.y
        for (row, height) in zip(cache.rows, cache.heights) {
            let rowRect = CGRect(x: origin.x, y: y, width: width, height: height)
            guard let cells = row.cells else {
                let chosen = row.view.sizeThatFits(ProposedViewSize(rowRect.size))
                let offset = alignment.origin(of: chosen, in: rowRect.size)
                row.view.place(in: CGRect(origin: CGPoint(x: rowRect.minX + offset.x, y: y + offset.y), size: chosen))
                y += height + spacing
                continue
            }
            for wrapper in row.wrappers { wrapper.recordFrame(rowRect) }
            row.view.recordFrame(rowRect)
            var column = 0
            var x = origin.x
            for cell in cells {
                let span = Self.span(of: cell)
                let cellSize = CGSize(width: Self.cellWidth(columns, from: column, span: span), height: height)
                let chosen = cell.sizeThatFits(ProposedViewSize(cellSize))
                let offset: CGPoint
                if let anchor = cell.hints.gridCellAnchor {
                    offset = CGPoint(x: (cellSize.width - chosen.width) * anchor.x, y: (cellSize.height - chosen.height) * anchor.y)
                } else {
                    let alignment = Alignment(horizontal: columns[column].alignment.horizontal, vertical: row.alignment ?? self.alignment.vertical)
                    offset = alignment.origin(of: chosen, in: cellSize)
                }
                cell.place(in: CGRect(origin: CGPoint(x: x + offset.x, y: y + offset.y), size: chosen))
                x += cellSize.width + (columns[min(columns.count, column + span) - 1].spacing)
                column += span
            }
            row.view.frameFlattenedViews()
            y += height + spacing
        }
        subviews.frameFlattenedViews()
    }
}
