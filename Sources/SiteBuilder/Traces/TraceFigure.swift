import Lessons
import TraceFormat

/// The `<figure class="trace">` after a snippet (or, for an exercise, its starter's and its
/// target's, ``ExerciseTraces``): a
/// replay (hidden until the script starts it) and the film strip that stands in for it without
/// the script and in print, an SVG chart per shown property with a legend of
/// the event marks, the table every `every` seconds with every frame behind a disclosure, the
/// list of events, and the snippet's springs in their equivalent forms. Everything but the
/// replay is static HTML and SVG, readable without JavaScript. A view has one short name in
/// the charts, the tables and the events (``ColumnLabels``).
struct TraceFigure {
    /// Whose trace the figure shows: its caption, and a class and id beside `trace`.
    enum Role {
        /// A `swift run` snippet's (`figure.trace`, id `trace-ID`).
        case snippet
        /// An exercise's starter's (`figure.trace.trace-starter`, id `trace-ID-starter`).
        case starter
        /// An exercise's solution's, the target (`figure.trace.trace-target`, id `trace-ID`).
        case target
        /// A learner's attempt at an exercise (`exercise check --html`: `figure.trace.trace-attempt`,
        /// id `trace-ID-attempt`).
        case attempt
        /// A variant a question asks about, revealed with its answer (`figure.trace.trace-variant`,
        /// its id the figure's ``TraceFigure/anchor``).
        case variant

        /// The figure's caption.
        var caption: UIString {
            switch self {
            case .snippet: .traceLabel
            case .starter: .traceStarter
            case .target: .traceTarget
            case .attempt: .traceAttempt
            case .variant: .traceVariant
            }
        }

        /// What follows `trace-ID` in the figure's id, and its class beside `trace`.
        var suffix: String? {
            switch self {
            case .snippet, .target: nil
            case .starter: "starter"
            case .attempt: "attempt"
            case .variant: "variant"
            }
        }
    }

    var trace: Trace
    /// The snippet's (for an exercise, the starter's) id, `every` and `show`.
    var snippetID: String
    var every: Double
    var show: [String]
    var role: Role = .snippet
    /// The trace drawn dashed over each chart (an exercise's starter over its target, an
    /// explorer's default under its variant), or nil.
    var overlay: Trace? = nil
    /// How the overlay's series are named in the legend (`%@` the series).
    var overlayLabel: UIString = .traceStarterSeries
    /// Seconds of an exercise attempt's first difference from the solution, marked on the
    /// scrubber, the charts and the table rows of that time, or nil.
    var markedTime: Double? = nil
    /// A trace whose scene the replay draws faintly over this one's (the solution over a
    /// learner's attempt), or nil.
    var ghost: Trace? = nil
    var strings: Localizer
    /// The figure's id when it is not `trace-ID[-SUFFIX]`: a question's variant takes its
    /// question's (`trace-quiz-ID-qN`), so two questions about one snippet differ.
    var anchor: String? = nil
    /// The title of ``markedTime``'s line on the charts (`%@` seconds).
    var markLabel: UIString = .differenceMark
    /// A predict-first block's property (``PredictHTML``): its chart carries its value axis
    /// for the page script, which draws the learner's guess on it, and the table is left out
    /// (``withholdsTable``).
    var predictedProperty: String? = nil
    /// The table of values is replaced by a note (a predict-first block seals it: ``PredictHTML``).
    var withholdsTable = false

    func render() -> HTML {
        let id = anchor ?? "trace-\(snippetID)\(role.suffix.map { "-\($0)" } ?? "")"
        let eventPaths = trace.events.compactMap(\.path).filter { !$0.isEmpty }
        let columns = LabelledColumn.columns(of: trace, show: show, alsoNaming: eventPaths)
        let viewNames = ColumnLabels.viewNames(of: columns.compactMap(\.column.path) + eventPaths, nodeOrder: trace.tracks.map(\.path))
        let caption = strings[role.caption]
        let classes = role == .target ? "trace trace-target" : "trace\(role.suffix.map { " trace-\($0)" } ?? "")"
        let starterValues = overlay.map { ExerciseTraces.starterValues(columns: columns.map(\.column), target: trace, starter: $0, show: show) } ?? [:]
        var html: HTML = "<figure class=\"\(classes)\" aria-labelledby=\"\(attribute: id)-caption\">\n"
        html += "<figcaption id=\"\(attribute: id)-caption\">\(caption) <code>\(snippetID)</code>"
            + " · \(trace.view) · \(strings.number(trace.times.last ?? 0, decimals: 3)) s · \(trace.fps) fps</figcaption>\n"
        html += ReplayHTML(trace: trace, id: id, strings: strings, markedTime: markedTime, ghost: ghost).render()
        html += FilmStripHTML(trace: trace, id: "\(id)-film", strings: strings).render()
        let groups = ChartGroup.groups(columns)
        for (index, group) in groups.enumerated() {
            let overlays = overlay.map { ExerciseTraces.overlays(for: group, starterValues: starterValues, starter: $0, label: overlayLabel, strings: strings) } ?? []
            let chart = TraceChartSVG(
                group: group, times: trace.times, events: trace.events, id: "\(id)-chart-\(index)", strings: strings, overlays: overlays,
                markedTime: markedTime, markLabel: markLabel,
                exposesValueAxis: predictedProperty.map { group.property == PredictHTML.baseProperty($0) } ?? false
            ).render()
            html += "<div class=\"trace-chart\">\n\(chart)\n\(seriesLegend(group, overlays: overlays))</div>\n"
        }
        if !groups.isEmpty { html += eventLegend() }
        let owner = role.suffix == nil ? snippetID : "\(snippetID) (\(caption))"
        if withholdsTable {
            html += "<p class=\"predict-table-note\">\(strings[.predictTableNote])</p>\n"
        } else {
            html += tableHTML(columns: columns, owner: owner)
        }
        html += TraceEventsHTML(trace: trace, viewNames: viewNames, owner: owner, strings: strings).render()
        html += SpringFormsHTML(springs: SpringForms.springs(in: trace.events.compactMap(\.parameters)), owner: owner, strings: strings).render()
        return html + "</figure>\n"
    }

    /// The table of values (every `every` seconds, and every frame behind a disclosure).
    func tableHTML(columns: [LabelledColumn]? = nil, owner: String? = nil) -> HTML {
        let eventPaths = trace.events.compactMap(\.path).filter { !$0.isEmpty }
        let columns = columns ?? LabelledColumn.columns(of: trace, show: show, alsoNaming: eventPaths)
        let owner = owner ?? (role.suffix == nil ? snippetID : "\(snippetID) (\(strings[role.caption]))")
        return TraceTableHTML(trace: trace, columns: columns, every: every, owner: owner, strings: strings, markedTime: markedTime).render()
    }

    /// The components of a chart with more than one polyline, in their line styles, and the
    /// dashed series drawn over them.
    private func seriesLegend(_ group: ChartGroup, overlays: [ChartOverlay]) -> HTML {
        guard group.series.count > 1 || !overlays.isEmpty else { return .empty }
        let items = group.series.enumerated().map { index, series -> HTML in
            "<li><span class=\"swatch series-\(index % TraceChartSVG.seriesStyles)\" aria-hidden=\"true\"></span>\(series.label.text)</li>"
        }
        let dashed = overlays.map { overlay -> HTML in
            "<li><span class=\"swatch series-\(overlay.style) starter\" aria-hidden=\"true\"></span>\(overlay.name)</li>"
        }
        return "<ul class=\"chart-legend\">\((items + dashed).joined())</ul>\n"
    }

    /// The kinds of marked events in the trace, in the marks' styles.
    private func eventLegend() -> HTML {
        let marks = EventMark.allCases.filter { mark in trace.events.contains { EventMark(kind: $0.kind) == mark } }
        guard !marks.isEmpty else { return .empty }
        let items = marks.map { mark -> HTML in
            "<li><span class=\"swatch mark-\(mark.rawValue)\" aria-hidden=\"true\"></span>\(strings[mark.label])</li>"
        }
        return "<ul class=\"trace-legend\" aria-label=\"\(attribute: strings[.traceLegend])\">\(items.joined())</ul>\n"
    }
}
