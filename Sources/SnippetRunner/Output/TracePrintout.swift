import Foundation
import TraceFormat

/// What `motionbook run` prints for the snippets it ran: per snippet a heading, the table, the
/// events and (on a terminal) the charts; or CSV; or the trace documents.
public enum TracePrintout {
    /// One traced snippet.
    public struct Item: Sendable {
        public var id: String
        public var site: SnippetSite
        /// The trace document exactly as the program printed it.
        public var traceJSON: String
        /// The fence's `every` (seconds between rows) and `show`.
        public var every: Double
        public var show: [String]

        public init(id: String, site: SnippetSite, traceJSON: String, every: Double, show: [String]) {
            self.id = id
            self.site = site
            self.traceJSON = traceJSON
            self.every = every
            self.show = show
        }
    }

    /// The printout. `every` and `show`, when given, replace the fence keys; `chart` adds the
    /// charts (table format only). Several JSON documents are one object keyed by id when
    /// `keyed` (a lesson's snippets), else the documents one after another (a file's previews).
    public static func render(_ items: [Item], format: String, every: Double?, show: [String]?, chart: Bool, keyed: Bool = true) -> String {
        switch format {
        case "json":
            if items.count == 1 { return items[0].traceJSON }
            guard !items.isEmpty else { return "" }
            if !keyed { return items.map { $0.traceJSON.trimmingCharacters(in: .whitespacesAndNewlines) + "\n" }.joined() }
            let members = items.map { "\(JSONText.string($0.id)): \($0.traceJSON.trimmingCharacters(in: .whitespacesAndNewlines))" }
            return "{\n" + members.joined(separator: ",\n") + "\n}\n"
        case "csv":
            return items.compactMap { item in
                guard let trace = decode(item) else { return nil }
                let frames = every.map { TraceColumns.rowFrames(of: trace, every: $0) } ?? Array(trace.times.indices)
                return TraceTable.csv(trace, frames: frames, show: show ?? item.show)
            }.joined(separator: "\n")
        default:
            return items.compactMap { item in
                guard let trace = decode(item) else { return nil }
                let picked = show ?? item.show
                var text = heading(item, trace: trace) + "\n"
                text += TraceTable.table(trace, every: every ?? item.every, show: picked)
                let events = TraceTable.events(trace)
                if !events.isEmpty { text += "\n" + events }
                if chart {
                    let charts = TraceChart.charts(trace, show: picked)
                    if !charts.isEmpty { text += "\n" + charts }
                }
                return text
            }.joined(separator: "\n")
        }
    }

    /// `slide: SlidingSquare, content/de/01-how-animation-works.md:46, 1.4 s at 60 fps`.
    static func heading(_ item: Item, trace: Trace) -> String {
        "\(item.id): \(trace.view), \(item.site.path):\(item.site.location.line), "
            + "\(NumberText.trimmed(trace.times.last ?? 0, decimals: 3)) s at \(trace.fps) fps"
    }

    private static func decode(_ item: Item) -> Trace? {
        try? Trace.decode(Data(item.traceJSON.utf8))
    }
}
