import Lessons
import TraceFormat

/// The data file of a parameter explorer (`explorers/LANG/LESSON-SNIPPET.js`,
/// ``ExplorerHTML/dataPath(lessonPath:snippetID:)``): the snippet's trace figure at every point
/// of its grid, each rendered by ``TraceFigure`` from the engine's trace of that point, with the
/// default's trace drawn faintly under its charts. A script that calls
/// `motionbookExplorer(ID, DATA)`, so the page loads it with a `<script>` element and it works
/// from `file://` as the rest of the site does.
///
/// The figures share most of their lines (axes, legends, the caption, rows where the variants
/// agree), so the file holds each distinct line once (`lines`) and each point as the indices
/// of its lines (`points`, in ``Snippet/variants`` order: the first parameter outermost).
struct ExplorerData {
    var snippet: Snippet
    /// Each grid point's trace, in ``Snippet/variants`` order.
    var traces: [Trace]
    var defaultTrace: Trace
    var strings: Localizer

    func script() -> String {
        var lineIndex: [String: Int] = [:]
        var lines: [String] = []
        var points: [String] = []
        let defaultVariant = snippet.defaultVariant
        for (variant, trace) in zip(snippet.variants, traces) {
            let figure = TraceFigure(
                trace: trace, snippetID: snippet.id, every: snippet.every, show: snippet.show,
                overlay: variant == defaultVariant ? nil : defaultTrace, overlayLabel: .explorerDefaultSeries, strings: strings
            ).render().markup
            let indices = figure.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Int in
                if let known = lineIndex[String(line)] { return known }
                lineIndex[String(line)] = lines.count
                lines.append(String(line))
                return lines.count - 1
            }
            points.append("[" + indices.map(String.init).joined(separator: ",") + "]")
        }
        let defaultIndex = snippet.variants.firstIndex(of: defaultVariant) ?? 0
        return "motionbookExplorer(\(JSONText.string("trace-\(snippet.id)")), {\"default\": \(defaultIndex), \"lines\": ["
            + lines.map(JSONText.string).joined(separator: ",\n") + "],\n\"points\": [" + points.joined(separator: ",\n") + "]});\n"
    }

    /// The explorer of `snippet` in the lesson at `lessonPath` (``SnippetTraces/key(of:)``),
    /// or nil when a trace it needs is missing.
    init?(snippet: Snippet, lessonPath: String, traces: SnippetTraces, strings: Localizer) {
        guard let defaultTrace = traces[lessonPath, snippet.id] else { return nil }
        let found = snippet.variants.compactMap { traces.variant(lessonPath: lessonPath, snippetID: snippet.id, $0) }
        guard !found.isEmpty, found.count == snippet.variants.count else { return nil }
        self.init(snippet: snippet, traces: found, defaultTrace: defaultTrace, strings: strings)
    }

    init(snippet: Snippet, traces: [Trace], defaultTrace: Trace, strings: Localizer) {
        self.snippet = snippet
        self.traces = traces
        self.defaultTrace = defaultTrace
        self.strings = strings
    }

    /// Whether the build has every trace `snippet`'s explorer needs.
    static func isComplete(_ snippet: Snippet, lessonPath: String, traces: SnippetTraces) -> Bool {
        !snippet.parameters.isEmpty && traces[lessonPath, snippet.id] != nil
            && snippet.variants.allSatisfy { traces.variant(lessonPath: lessonPath, snippetID: snippet.id, $0) != nil }
    }
}
