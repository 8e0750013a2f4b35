import TraceFormat

/// The trace as HTML tables: a row every `every` seconds (the frames the runner's
/// ``TraceColumns/rowFrames(of:every:)`` picks, as `motionbook run` prints), and every frame
/// behind a `<details>`. Columns are the runner's ``TraceColumns``; values have
/// ``valueDecimals`` decimals, times as many as `every` needs (at least one).
struct TraceTableHTML {
    /// Decimals of values, as in `motionbook run`'s table.
    static let valueDecimals = 3

    var trace: Trace
    var columns: [TraceColumn]
    /// Seconds between rows.
    var every: Double
    var strings: Localizer

    func render() -> String {
        guard !columns.isEmpty else {
            return "<p class=\"trace-none\">\(HTMLEscaping.text(strings[.traceTableNone]))</p>\n"
        }
        let everyText = NumberText.trimmed(every, decimals: 6)
        var html = table(
            frames: TraceColumns.rowFrames(of: trace, every: every),
            caption: strings.format(.traceTableCaption, texts: [everyText]),
            timeDecimals: max(1, NumberText.decimals(for: every)))
        html += "<details class=\"trace-frames\"><summary>\(HTMLEscaping.text(strings.format(.traceTableAllFrames, trace.times.count)))</summary>\n"
        html += table(frames: Array(trace.times.indices), caption: nil, timeDecimals: Self.frameTimeDecimals(fps: trace.fps))
        return html + "</details>\n"
    }

    /// Decimals that tell every frame's time apart at `fps` frames per second (1/60 s → 3).
    static func frameTimeDecimals(fps: Int) -> Int {
        let exact = NumberText.decimals(for: 1 / Double(max(1, fps)))
        return exact == 6 ? 3 : exact
    }

    private func table(frames: [Int], caption: String?, timeDecimals: Int) -> String {
        var html = "<div class=\"table-wrap\"><table class=\"trace-table\">\n"
        if let caption { html += "<caption>\(HTMLEscaping.text(caption))</caption>\n" }
        html += "<thead><tr><th scope=\"col\">\(HTMLEscaping.text(strings[.traceTableTime]))</th>"
        for column in columns { html += "<th scope=\"col\">\(HTMLEscaping.text(column.name))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for frame in frames {
            html += "<tr><th scope=\"row\">\(Self.fixed(trace.times[frame], decimals: timeDecimals))</th>"
            for column in columns {
                html += "<td>\(NumberText.trimmed(column.values[frame], decimals: Self.valueDecimals))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    /// `value` with exactly `decimals` decimals, so the time column lines up (`0.10`, `1.00`).
    static func fixed(_ value: Double, decimals: Int) -> String {
        let text = NumberText.trimmed(value, decimals: decimals)
        let fraction = text.split(separator: ".").dropFirst().first?.count ?? 0
        guard decimals > 0 else { return text }
        return (fraction == 0 ? text + "." : text) + String(repeating: "0", count: decimals - fraction)
    }
}
