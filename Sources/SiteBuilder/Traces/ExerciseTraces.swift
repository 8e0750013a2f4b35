import Lessons
import TraceFormat

/// An exercise's traces, inside its snippet block after the starter code: where the starter
/// first departs from the target, in the words `motionbook exercise check` prints for an
/// unchanged starter in the page's language (``ExerciseWording``); then the starter's trace (`<figure class="trace trace-starter">`, "your
/// starting point") and the target's, the solution's (`<figure class="trace trace-target">`),
/// whose charts draw the starter's values over the target's, dashed, with a legend entry each.
///
/// The comparison is ``TraceComparison/exerciseDifference(solution:attempt:tolerance:show:)``,
/// the one both commands make, with the exercise's `tolerance=` and `show=`. A trace that is
/// missing (the snippets did not run, or the program gave none) leaves out its figure and the
/// difference.
struct ExerciseTraces {
    var exercise: Snippet
    /// The solution's trace, run with the exercise's fence keys.
    var target: Trace?
    /// The starter's trace.
    var starter: Trace?
    var strings: Localizer

    /// The command whose words the difference is given in.
    static let checkCommand = "motionbook exercise check"

    func render() -> HTML {
        var html = HTML.empty
        if let target, let starter,
            let difference = TraceComparison.exerciseDifference(
                solution: target, attempt: starter, tolerance: exercise.tolerance, show: exercise.show)
        {
            html += differenceHTML(ExerciseWording(strings: strings).differs(exercise.id, difference), reason: difference.reason?.kind)
        }
        if let starter { html += figure(starter, role: .starter, overlay: nil) }
        if let target { html += figure(target, role: .target, overlay: starter) }
        return html
    }

    private func figure(_ trace: Trace, role: TraceFigure.Role, overlay: Trace?) -> HTML {
        TraceFigure(
            trace: trace, snippetID: exercise.id, every: exercise.every, show: exercise.show, role: role, overlay: overlay,
            strings: strings
        ).render()
    }

    /// The localised lead-in, naming the command in `<code>`, and the verdict line as the
    /// terminal shows it to a learner who started the exercise in the page's language, with
    /// the kind of difference in `data-difference` (``TraceDifference/Reason/kind``).
    private func differenceHTML(_ verdict: String, reason: String?) -> HTML {
        // A private-use character stands for the command; the sentence's text around it is
        // escaped, the command goes in as a code element.
        let marker = "\u{E000}"
        let parts = strings.format(.exerciseDifference, texts: [marker]).components(separatedBy: marker).map { HTML(text: $0) }
        let lead = parts.joined(separator: HTML.element("code", text: Self.checkCommand))
        return "<p class=\"exercise-difference\">\(lead)</p>\n"
            + "<pre class=\"command-output\"\(reason.map { " data-difference=\"\(attribute: $0)\"" } ?? "")><samp>\(verdict)</samp></pre>\n"
    }

    /// The starter's series over one chart of the target: one per series of `group` that the
    /// starter has a counterpart for (``TraceComparison/counterpartValues(of:expected:actual:show:)``),
    /// in that series' style, named "… (your starting point)" (or by `label`).
    static func overlays(
        for group: ChartGroup, starterValues: [String: [Double]], starter: Trace, label: UIString = .traceStarterSeries, strings: Localizer
    ) -> [ChartOverlay] {
        group.series.enumerated().compactMap { index, series in
            starterValues[series.column.name].map { values in
                ChartOverlay(
                    name: strings.format(label, texts: [series.label.text]), style: index % TraceChartSVG.seriesStyles,
                    times: starter.times, values: values)
            }
        }
    }

    /// The starter's values for each column of the target that has them, by column name.
    static func starterValues(columns: [TraceColumn], target: Trace, starter: Trace, show: [String]) -> [String: [Double]] {
        var values: [String: [Double]] = [:]
        let found = TraceComparison.counterpartValues(of: columns, expected: target, actual: starter, show: show)
        for (column, series) in zip(columns, found) {
            if let series { values[column.name] = series }
        }
        return values
    }
}

/// A series drawn dashed over a chart's own, in the style of the series it shadows: an
/// exercise's starter over its target. Its frames are its own (the starter's trace may end
/// sooner or later than the target's); its values are in the units of the series it shadows.
struct ChartOverlay: Equatable {
    /// The legend's and the polyline's `<title>` name.
    var name: String
    /// The style (`series-N`) of the series it shadows.
    var style: Int
    /// Seconds of each frame.
    var times: [Double]
    var values: [Double]
}
