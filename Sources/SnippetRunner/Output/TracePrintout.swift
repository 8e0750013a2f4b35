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
            let documents = items.map(printedJSON)
            if documents.count == 1 { return documents[0] }
            guard !documents.isEmpty else { return "" }
            if !keyed { return documents.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) + "\n" }.joined() }
            let members = zip(items, documents).map { "\(JSONText.string($0.id)): \($1.trimmingCharacters(in: .whitespacesAndNewlines))" }
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

    /// The document `--format json` prints for an item: the program's own bytes, except that a
    /// document with a `Canvas` drawing written by component (version 4, which keeps a redrawing
    /// canvas under the program's output limit) is printed in version 3's form, every track one
    /// value per frame, as every reader of traces expects.
    static func printedJSON(_ item: Item) -> String {
        guard item.traceJSON.hasPrefix("{\"format\": \(JSONText.string(Trace.seriesFormatIdentifier))"),
              var trace = decode(item) else { return item.traceJSON }
        trace.format = Trace.formatIdentifier
        return trace.json(writesSeries: false)
    }

    private static func decode(_ item: Item) -> Trace? {
        try? Trace.decode(Data(item.traceJSON.utf8))
    }
}
