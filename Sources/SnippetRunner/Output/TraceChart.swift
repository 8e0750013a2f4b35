import TraceFormat

/// A small area chart of one column in Unicode block characters (U+2581–U+2588, eighths of a
/// cell), for the terminal under `motionbook run`'s table:
///
/// ```
/// offset.x
///    100 ┤        ▂▅████████
///        │      ▄███████████
///        │    ▃█████████████
///      0 ┤▁▁▁▆██████████████
///         0 s          1.4 s
/// ```
public enum TraceChart {
    /// Rows of the chart.
    public static let height = 4
    /// The widest chart, in characters (one frame per character when the trace has fewer).
    public static let maximumWidth = 60
    /// Eighths of a cell, from empty to full.
    static let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    public static func chart(_ column: TraceColumn, times: [Double]) -> String {
        guard let low = column.values.min(), let high = column.values.max(), let end = times.last else { return "" }
        if high - low < 1e-12 {
            return "\(column.name): \(NumberText.trimmed(low, decimals: 3)) throughout\n"
        }
        let width = min(maximumWidth, column.values.count)
        // Each character shows the frame at the middle of its share of the frames.
        let samples = (0..<width).map { x in
            column.values[min(column.values.count - 1, Int((Double(x) + 0.5) * Double(column.values.count) / Double(width)))]
        }
        let eighths = samples.map { Int(((($0 - low) / (high - low)) * Double(height * 8)).rounded()) }
        let top = NumberText.trimmed(high, decimals: 3)
        let bottom = NumberText.trimmed(low, decimals: 3)
        let labelWidth = max(top.count, bottom.count)
        let pad = { (text: String) in String(repeating: " ", count: labelWidth - text.count) + text }
        var lines = [column.name]
        for row in 0..<height {
            let floor = (height - 1 - row) * 8
            let cells = eighths.map { blocks[min(8, max(0, $0 - floor))] }
            // The bottom row always shows at least a sliver, so the baseline is visible.
            let drawn = row == height - 1 ? cells.map { $0 == " " ? "▁" : $0 } : cells
            let label = row == 0 ? pad(top) + " ┤" : row == height - 1 ? pad(bottom) + " ┤" : pad("") + " │"
            lines.append(label + String(drawn))
        }
        let start = "0 s"
        let finish = "\(NumberText.trimmed(end, decimals: 3)) s"
        let gap = max(1, width - start.count - finish.count)
        lines.append(String(repeating: " ", count: labelWidth + 2) + start + String(repeating: " ", count: gap) + finish)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A chart for every column of the trace, separated by blank lines.
    public static func charts(_ trace: Trace, show: [String] = []) -> String {
        TraceColumns.columns(of: trace, show: show).map { chart($0, times: trace.times) }.joined(separator: "\n")
    }
}
