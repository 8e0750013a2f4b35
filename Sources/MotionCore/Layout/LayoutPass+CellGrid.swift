import Foundation
import MotionAnimation

/// A row of a `Grid` as laid out: a `GridRow` (also inside views of yours) and its cells, or a
/// view outside any `GridRow`, which spans the grid.
struct CellGridRow {
    let node: ViewNode
    var wrappers: [ViewNode] = []
    /// The row's cells; nil for a view spanning the grid.
    var cells: [ViewNode]?
    var alignment: VerticalAlignment?
}

extension LayoutPass {
    /// A grid's rows in order.
    func cellGridRows(of grid: ViewNode) -> [CellGridRow] {
        stackChildren(of: grid).map { child in
            let (target, wrappers) = unwrapped(child)
            guard case .gridRow(let alignment) = target.layout.kind else { return CellGridRow(node: child) }
            return CellGridRow(node: target, wrappers: wrappers, cells: stackChildren(of: target), alignment: alignment)
        }
    }

    /// How many columns a cell takes (at least 1).
    private static func span(of cell: ViewNode) -> Int {
        max(1, cell.layout.hints.gridCellColumns ?? 1)
    }

    /// The grid's columns [GUESS: SwiftUI documents widest cell and tallest cell, not how a
    /// flexible view shares out space]: each as wide as the ideal width (nothing proposed) of
    /// its widest one-column cell; a cell spanning several columns wider than them (with the
    /// spacing between) widens each by an equal share of the difference; a cell with
    /// `gridCellUnsizedAxes(.horizontal)` does not count. Cells are aligned in their columns by
    /// the first `gridColumnAlignment` in the column, else the grid's alignment.
    mutating func cellGridColumns(_ rows: [CellGridRow], _ grid: CellGridLayout) -> [GridTrack] {
        let spacing = grid.horizontalSpacing ?? Self.defaultSpacing
        let count = rows.map { ($0.cells ?? []).map(Self.span).reduce(0, +) }.max() ?? 0
        var widths = Array(repeating: CGFloat(0), count: count)
        var alignments: [HorizontalAlignment?] = Array(repeating: nil, count: count)
        var spanning: [(start: Int, span: Int, width: CGFloat)] = []
        for row in rows {
            var column = 0
            for cell in row.cells ?? [] {
                let span = Self.span(of: cell)
                alignments[column] = alignments[column] ?? cell.layout.hints.gridColumnAlignment
                if !cell.layout.hints.gridCellUnsizedAxes.contains(.horizontal) {
                    let width = size(cell, .unspecified).width
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
            GridTrack(extent: width, spacing: spacing, alignment: Alignment(horizontal: alignment ?? grid.alignment.horizontal, vertical: grid.alignment.vertical))
        }
    }

    /// The grid's width: its columns', or a spanning view's ideal width when that is wider.
    private mutating func cellGridWidth(_ rows: [CellGridRow], _ columns: [GridTrack]) -> CGFloat {
        var width = Self.tracksExtent(columns)
        for row in rows where row.cells == nil && !row.node.layout.hints.gridCellUnsizedAxes.contains(.horizontal) {
            width = max(width, size(row.node, .unspecified).width)
        }
        return width
    }

    /// The width of the cell starting at `column` spanning `span` columns.
    private static func cellWidth(_ columns: [GridTrack], from column: Int, span: Int) -> CGFloat {
        tracksExtent(Array(columns[column..<min(columns.count, column + span)]))
    }

    /// Each row's height: its tallest cell's height for the cell's width (nothing proposed
    /// down), a cell with `gridCellUnsizedAxes(.vertical)` not counting; a spanning view's
    /// height for the grid's width.
    private mutating func cellGridRowHeights(_ rows: [CellGridRow], _ columns: [GridTrack], width: CGFloat) -> [CGFloat] {
        rows.map { row in
            guard let cells = row.cells else { return size(row.node, ProposedViewSize(width: width, height: nil)).height }
            var column = 0
            var height: CGFloat = 0
            for cell in cells {
                let span = Self.span(of: cell)
                if !cell.layout.hints.gridCellUnsizedAxes.contains(.vertical) {
                    height = max(height, size(cell, ProposedViewSize(width: Self.cellWidth(columns, from: column, span: span), height: nil)).height)
                }
                column += span
            }
            return height
        }
    }

    /// A grid is as big as its columns and rows with the spacing between them, whatever it is
    /// offered [GUESS].
    mutating func cellGridSize(_ node: ViewNode, _ grid: CellGridLayout, _ p: ProposedViewSize) -> CGSize {
        let rows = cellGridRows(of: node)
        let columns = cellGridColumns(rows, grid)
        let width = cellGridWidth(rows, columns)
        let heights = cellGridRowHeights(rows, columns, width: width)
        let spacing = grid.verticalSpacing ?? Self.defaultSpacing
        return CGSize(width: width, height: heights.reduce(0, +) + spacing * CGFloat(max(0, heights.count - 1)))
    }

    /// Places a grid's rows from its top: each cell proposed its cell's size (a flexible view
    /// fills it) and aligned in it (horizontally by its column, vertically by its row's
    /// alignment, else the grid's; a `gridCellAnchor` instead when it has one); a spanning
    /// view proposed the grid's width and its row's height, aligned by the grid's alignment. A
    /// `GridRow` node gets its row's rectangle across the grid.
    mutating func placeCellGrid(_ node: ViewNode, _ grid: CellGridLayout, origin: CGPoint, size: CGSize) {
        let rows = cellGridRows(of: node)
        let columns = cellGridColumns(rows, grid)
        let width = cellGridWidth(rows, columns)
        let heights = cellGridRowHeights(rows, columns, width: width)
        let spacing = grid.verticalSpacing ?? Self.defaultSpacing
        var y = origin.y
        for (row, height) in zip(rows, heights) {
            let rowRect = CGRect(x: origin.x, y: y, width: width, height: height)
            guard let cells = row.cells else {
                let chosen = self.size(row.node, ProposedViewSize(rowRect.size))
                let offset = grid.alignment.origin(of: chosen, in: rowRect.size)
                place(row.node, origin: CGPoint(x: rowRect.minX + offset.x, y: y + offset.y), size: chosen)
                y += height + spacing
                continue
            }
            for wrapper in row.wrappers { recordFrame(of: wrapper, rowRect) }
            recordFrame(of: row.node, rowRect)
            var column = 0
            var x = origin.x
            for cell in cells {
                let span = Self.span(of: cell)
                let cellSize = CGSize(width: Self.cellWidth(columns, from: column, span: span), height: height)
                let chosen = self.size(cell, ProposedViewSize(cellSize))
                let offset: CGPoint
                if let anchor = cell.layout.hints.gridCellAnchor {
                    offset = CGPoint(x: (cellSize.width - chosen.width) * anchor.x, y: (cellSize.height - chosen.height) * anchor.y)
                } else {
                    let alignment = Alignment(horizontal: columns[column].alignment.horizontal, vertical: row.alignment ?? grid.alignment.vertical)
                    offset = alignment.origin(of: chosen, in: cellSize)
                }
                place(cell, origin: CGPoint(x: x + offset.x, y: y + offset.y), size: chosen)
                x += cellSize.width + (columns[min(columns.count, column + span) - 1].spacing)
                column += span
            }
            placeFlattened(of: row.node)
            y += height + spacing
        }
    }
}
