import TraceFormat

/// One property's chart: a visible title naming the view, the quantity and its unit
/// (`Circle · offset.x (pt)`, ``ChartGroup/title(strings:)``), which is the SVG's accessible
/// name, then inline SVG with time in seconds on the x axis, the value on the y axis (the
/// property's own units), a polyline per component, a vertical mark per event, and a `<desc>`
/// in the page's language. A series is drawn only where its node exists (its column's
/// presence): one polyline per run of present frames, a gap where the node is absent.
///
/// Geometry is in SVG user units of a fixed viewBox (``width`` × ``height``); the stylesheet
/// scales the picture to the column. Coordinates are printed with ``coordinateDecimals``
/// decimals and tick labels with as many decimals as their step needs, without locale, so two
/// builds give the same bytes.
struct TraceChartSVG {
    /// The viewBox's size, user units.
    static let width = 560.0
    static let height = 200.0
    /// Room for the y labels (left), the x labels (bottom) and half a stroke (top, right).
    static let marginLeft = 52.0
    static let marginRight = 12.0
    static let marginTop = 10.0
    static let marginBottom = 30.0
    /// The dots on top of event marks: radius and distance between stacked dots, user units.
    static let dotRadius = 3.0
    static let dotSpacing = 7.0
    /// Decimals of coordinates (0.01 user units is far below a pixel).
    static let coordinateDecimals = 2

    var group: ChartGroup
    var times: [Double]
    var events: [Trace.Event]
    /// Unique in the page: the prefix of the `<title>` and `<desc>` ids.
    var id: String
    var strings: Localizer
    /// Series drawn dashed over the group's, each with its own frames (an exercise's starter
    /// over its target, ``ExerciseTraces``); the axes cover them too.
    var overlays: [ChartOverlay] = []
    /// Seconds of an exercise attempt's first difference from its solution, drawn as a line
    /// across the chart (`line.difference-mark`), or nil.
    var markedTime: Double? = nil
    /// The title of ``markedTime``'s line (`%@` seconds): a first difference, or a question's moment.
    var markLabel: UIString = .differenceMark
    /// Whether the `svg` carries its value axis for the page script (`data-value-low`,
    /// `data-value-high`, `data-plot-bottom`, `data-plot-top`: value and viewBox y of the axis's
    /// ends), which draws a predict-first block's guess on it.
    var exposesValueAxis = false

    /// The time axis: 0 to the last frame.
    var xScale: ChartScale {
        ChartScale.nice(low: 0, high: max(times.last ?? 0, overlays.compactMap(\.times.last).max() ?? 0), range: (Self.marginLeft, Self.width - Self.marginRight), maximumTicks: 8)
    }

    /// The value axis over every series' values at the frames where its node exists.
    var yScale: ChartScale {
        let values = group.series.flatMap { series in series.column.values.indices.filter(series.column.isPresent).map { series.column.values[$0] } }
            + overlays.flatMap(\.values)
        return ChartScale.nice(
            low: values.min() ?? 0, high: values.max() ?? 0, range: (Self.height - Self.marginBottom, Self.marginTop))
    }

    func render() -> HTML {
        let x = xScale, y = yScale
        let titleID = "\(id)-title", descID = "\(id)-desc"
        let title = group.title(strings: strings)
        var svg: HTML = "<p class=\"chart-title\" id=\"\(attribute: titleID)\">\(title)</p>\n"
        // The time axis for the replay's hover (site/motionbook.js): x = plot-start is 0 s,
        // x = plot-end is time-end, in viewBox units.
        svg += "<svg class=\"chart\" viewBox=\"0 0 \(Self.number(Self.width)) \(Self.number(Self.height))\" "
            + "data-time-end=\"\(Self.number(x.domain.upperBound))\" data-plot-start=\"\(Self.number(x.range.0))\" data-plot-end=\"\(Self.number(x.range.1))\" "
            + (exposesValueAxis
                ? "data-value-low=\"\(Self.number(y.domain.lowerBound))\" data-value-high=\"\(Self.number(y.domain.upperBound))\" data-plot-bottom=\"\(Self.number(y.range.0))\" data-plot-top=\"\(Self.number(y.range.1))\" "
                : "")
            + "role=\"img\" aria-labelledby=\"\(attribute: titleID)\" aria-describedby=\"\(attribute: descID)\">\n"
        svg += "<title>\(strings.format(.traceChartTitle, texts: [title]))</title>\n"
        let overlayDescriptions = overlays.map { overlay -> HTML in
            " \(TraceDescription.series(name: overlay.name, values: overlay.values, times: overlay.times, strings: strings))"
        }
        svg += "<desc id=\"\(attribute: descID)\">\(TraceDescription.chart(group, times: times, events: events, strings: strings))"
            + "\(overlayDescriptions.joined())</desc>\n"
        let bottom = y.range.0, top = y.range.1
        svg += "<g class=\"grid\">\n"
        for tick in y.ticks {
            let position = Self.number(y.position(tick))
            svg += "<line x1=\"\(Self.number(x.range.0))\" x2=\"\(Self.number(x.range.1))\" y1=\"\(position)\" y2=\"\(position)\"/>"
                + "<text class=\"tick-y\" x=\"\(Self.number(x.range.0 - 6))\" y=\"\(position)\">\(Self.label(tick, step: y.step, strings: strings))</text>\n"
        }
        for tick in x.ticks {
            let position = Self.number(x.position(tick))
            svg += "<line class=\"tick-x\" x1=\"\(position)\" x2=\"\(position)\" y1=\"\(Self.number(bottom))\" y2=\"\(Self.number(bottom + 4))\"/>"
                + "<text class=\"tick-x\" x=\"\(position)\" y=\"\(Self.number(bottom + 16))\">\(Self.label(tick, step: x.step, strings: strings))</text>\n"
        }
        svg += "<text class=\"unit-x\" x=\"\(Self.number(x.range.1))\" y=\"\(Self.number(Self.height - 2))\">s</text>\n</g>\n"
        let marks = Self.marks(events, strings: strings)
        if !marks.isEmpty {
            svg += "<g class=\"marks\">\n"
            var atTime: [Double: Int] = [:]
            for mark in marks {
                let position = Self.number(x.position(mark.time))
                // Marks at one time share the line's x; a dot per kind, stacked from the top,
                // keeps each visible.
                let stack = atTime[mark.time, default: 0]
                atTime[mark.time] = stack + 1
                let title: HTML = "<title>\(mark.titles.joined(separator: "; "))</title>"
                svg += "<line class=\"mark mark-\(mark.kind.rawValue)\" x1=\"\(position)\" x2=\"\(position)\" y1=\"\(Self.number(top))\" y2=\"\(Self.number(bottom))\">\(title)</line>"
                    + "<circle class=\"mark-dot mark-\(mark.kind.rawValue)\" cx=\"\(position)\" cy=\"\(Self.number(top + Self.dotRadius + Double(stack) * Self.dotSpacing))\" r=\"\(Self.number(Self.dotRadius))\">\(title)</circle>\n"
            }
            svg += "</g>\n"
        }
        if let markedTime {
            let position = Self.number(x.position(markedTime))
            let title = strings.format(markLabel, texts: [strings.number(markedTime, decimals: 3)])
            svg += "<line class=\"difference-mark\" x1=\"\(position)\" x2=\"\(position)\" y1=\"\(Self.number(top))\" y2=\"\(Self.number(bottom))\"><title>\(title)</title></line>\n"
        }
        for (index, series) in group.series.enumerated() {
            for run in Self.presentRuns(series.column, frames: times.count) {
                let points = run.map { "\(Self.number(x.position(times[$0]))),\(Self.number(y.position(series.column.values[$0])))" }
                svg += "<polyline class=\"series series-\(index % Self.seriesStyles)\" points=\"\(points.joined(separator: " "))\">"
                    + "<title>\(series.label.text)</title></polyline>\n"
            }
        }
        for overlay in overlays {
            let points = zip(overlay.times, overlay.values).map { "\(Self.number(x.position($0))),\(Self.number(y.position($1)))" }
            svg += "<polyline class=\"series series-\(overlay.style) starter\" points=\"\(points.joined(separator: " "))\">"
                + "<title>\(overlay.name)</title></polyline>\n"
        }
        return svg + "</svg>"
    }

    /// The runs of consecutive frames (of the first `frames`) at which the column's node
    /// exists, in order; one run of every frame without a presence.
    static func presentRuns(_ column: TraceColumn, frames: Int) -> [Range<Int>] {
        let count = min(frames, column.values.count)
        var runs: [Range<Int>] = []
        var start: Int?
        for frame in 0..<count {
            if column.isPresent(at: frame) {
                if start == nil { start = frame }
            } else if let first = start {
                runs.append(first..<frame)
                start = nil
            }
        }
        if let first = start { runs.append(first..<count) }
        return runs
    }

    /// One mark line: events of one kind at one time share it (a logical and a full completion
    /// in the same frame are one line), their descriptions joined in its `<title>`.
    static func marks(_ events: [Trace.Event], strings: Localizer) -> [(time: Double, kind: EventMark, titles: [String])] {
        var marks: [(time: Double, kind: EventMark, titles: [String])] = []
        for event in events {
            guard let kind = EventMark(kind: event.kind) else { continue }
            let title = TraceDescription.event(event, mark: kind, strings: strings)
            if let index = marks.firstIndex(where: { $0.time == event.t && $0.kind == kind }) {
                if !marks[index].titles.contains(title) { marks[index].titles.append(title) }
            } else {
                marks.append((event.t, kind, [title]))
            }
        }
        return marks
    }

    /// Distinct series styles in the stylesheet (`series-0` … `series-3`).
    static let seriesStyles = 4

    /// A coordinate, fixed precision, no locale.
    static func number(_ value: Double) -> String { NumberText.trimmed(value, decimals: coordinateDecimals) }

    /// A tick label with the decimals its step needs (0.25 → 2), in the language's decimal mark.
    static func label(_ value: Double, step: Double, strings: Localizer) -> String {
        strings.number(value, decimals: NumberText.decimals(for: step))
    }
}
