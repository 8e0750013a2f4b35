import Foundation
import TraceFormat

/// A trace as text for the terminal: a table with a row every `every` seconds, CSV for
/// spreadsheets and plotting, and a block-character chart per column.
public enum TraceTable {
    /// Decimals of values in the table.
    static let valueDecimals = 3
    /// Decimals of values in CSV.
    static let csvDecimals = 6
    /// Events listed under a table before the rest is summarised.
    static let eventLimit = 12

    /// The table: a right-aligned `t` column and one column per ``TraceColumns`` column. A cell
    /// is empty where its view does not exist at that frame (not inserted yet, or removed), as
    /// on the site (``TraceColumn/shownValue(at:)``).
    public static func table(_ trace: Trace, every: Double, show: [String] = []) -> String {
        let columns = TraceColumns.columns(of: trace, show: show)
        let frames = TraceColumns.rowFrames(of: trace, every: every)
        let timeDecimals = max(1, NumberText.decimals(for: every))
        var header = ["t"] + columns.map(\.name)
        var rows = frames.map { frame in
            [fixed(trace.times[frame], decimals: timeDecimals)]
                + columns.map { column in column.shownValue(at: frame).map { NumberText.trimmed($0, decimals: valueDecimals) } ?? "" }
        }
        if columns.isEmpty {
            header.append("(no property changed)")
            rows = rows.map { $0 + [""] }
        }
        let widths = header.indices.map { index in ([header[index]] + rows.map { $0[index] }).map(\.count).max() ?? 0 }
        // Cells right-aligned; a line ends at its last non-empty cell.
        let line = { (cells: [String]) in
            var text = cells.enumerated().map { String(repeating: " ", count: widths[$0.offset] - $0.element.count) + $0.element }
                .joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }

    /// The events, one per line (`  0.2 s  tap  Move`, times right-aligned), at most ``eventLimit``.
    public static func events(_ trace: Trace) -> String {
        guard !trace.events.isEmpty else { return "" }
        let shown = trace.events.prefix(eventLimit)
        let times = shown.map { NumberText.trimmed($0.t, decimals: 3) }
        let width = times.map(\.count).max() ?? 0
        var lines = zip(shown, times).map { event, time in
            let parts = [event.kind.rawValue, event.property, event.animation, event.detail].compactMap { $0 }
            return "  " + String(repeating: " ", count: width - time.count) + time + " s  " + parts.joined(separator: "  ")
        }
        if trace.events.count > eventLimit {
            lines.append("  … and \(trace.events.count - eventLimit) more (all of them with --format json)")
        }
        return "events:\n" + lines.joined(separator: "\n") + "\n"
    }

    /// CSV (RFC 4180): a `t` column and the table's columns, a row per listed frame, numbers
    /// with up to six decimals.
    public static func csv(_ trace: Trace, frames: [Int], show: [String] = []) -> String {
        let columns = TraceColumns.columns(of: trace, show: show)
        var lines = [(["t"] + columns.map(\.name)).map(csvField).joined(separator: ",")]
        for frame in frames {
            let cells = [NumberText.trimmed(trace.times[frame], decimals: csvDecimals)]
                + columns.map { NumberText.trimmed($0.values[frame], decimals: csvDecimals) }
            lines.append(cells.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == " " }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// `value` with exactly `decimals` decimals (for the time column, so rows line up).
    static func fixed(_ value: Double, decimals: Int) -> String {
        let text = NumberText.trimmed(value, decimals: decimals)
        let fraction = text.split(separator: ".").dropFirst().first?.count ?? 0
        return (fraction == 0 ? text + "." : text) + String(repeating: "0", count: decimals - fraction)
    }
}
