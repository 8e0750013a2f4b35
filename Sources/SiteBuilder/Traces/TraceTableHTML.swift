import TraceFormat

/// The trace as HTML tables: a row every `every` seconds (the frames the runner's
/// ``TraceColumns/rowFrames(of:every:)`` picks, as `motionbook run` prints), and every frame
/// behind a `<details>`. Columns are the runner's ``TraceColumns`` under their short labels
/// (``ColumnLabels``: `Circle offset.x`), each header with its node's full path as a tooltip and
/// as visually hidden text; values have ``valueDecimals`` decimals, times as many as `every`
/// needs (at least one). A cell where the column's node does not exist is empty.
///
/// Each table sits in a scroll container (`.table-wrap`) that the keyboard can reach: a named
/// region with `tabindex="0"`.
struct TraceTableHTML {
    /// Decimals of values, as in `motionbook run`'s table.
    static let valueDecimals = 3

    var trace: Trace
    var columns: [LabelledColumn]
    /// Seconds between rows.
    var every: Double
    /// Whose trace it is (the snippet's id, for a starter with its role): added to the scroll
    /// regions' names, so every region of a page has its own name.
    var owner: String
    var strings: Localizer
    /// Seconds of an exercise attempt's first difference: its row is `tr.difference-row`.
    var markedTime: Double? = nil

    func render() -> HTML {
        guard !columns.isEmpty else {
            return "<p class=\"trace-none\">\(strings[.traceTableNone])</p>\n"
        }
        let everyText = strings.number(every, decimals: 6)
        let caption = strings.format(.traceTableCaption, texts: [everyText])
        var html = table(
            frames: TraceColumns.rowFrames(of: trace, every: every), caption: caption, name: caption,
            timeDecimals: max(1, NumberText.decimals(for: every)))
        let allFrames = strings.format(.traceTableAllFrames, trace.times.count)
        html += "<details class=\"trace-frames\"><summary>\(allFrames)</summary>\n"
        html += table(frames: Array(trace.times.indices), caption: nil, name: allFrames, timeDecimals: Self.frameTimeDecimals(fps: trace.fps))
        return html + "</details>\n"
    }

    /// Decimals that tell every frame's time apart at `fps` frames per second (1/60 s → 3).
    static func frameTimeDecimals(fps: Int) -> Int {
        let exact = NumberText.decimals(for: 1 / Double(max(1, fps)))
        return exact == 6 ? 3 : exact
    }

    /// The opening of a keyboard-reachable scroll container named `name` of `owner`'s trace.
    static func scrollRegion(name: String, owner: String) -> HTML {
        "<div class=\"table-wrap\" tabindex=\"0\" role=\"region\" aria-label=\"\(attribute: "\(name) · \(owner)")\">"
    }

    /// A view's label with its node's full path on hover and, for screen readers, after it.
    static func labelled(_ text: String, path: String?) -> (attributes: HTML, content: HTML) {
        guard let path, !path.isEmpty, path != text else { return (.empty, HTML(text: text)) }
        return (
            " title=\"\(attribute: path)\"",
            "\(text)<span class=\"visually-hidden\"> (\(path))</span>"
        )
    }

    private func table(frames: [Int], caption: String?, name: String, timeDecimals: Int) -> HTML {
        let mark = strings.decimalMark
        var html: HTML = "\(Self.scrollRegion(name: name, owner: owner))<table class=\"trace-table\">\n"
        if let caption { html += "<caption>\(caption)</caption>\n" }
        html += "<thead><tr><th scope=\"col\">\(strings[.traceTableTime])</th>"
        for column in columns {
            let header = Self.labelled(column.label.text, path: column.label.path)
            html += "<th scope=\"col\"\(header.attributes)>\(header.content)</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for frame in frames {
            let marked = markedTime.map { abs($0 - trace.times[frame]) < 1e-9 } ?? false
            html += "<tr\(marked ? " class=\"difference-row\"" as HTML : .empty)><th scope=\"row\">\(Self.fixed(trace.times[frame], decimals: timeDecimals, mark: mark))</th>"
            for labelled in columns {
                guard let value = labelled.column.shownValue(at: frame) else {
                    html += "<td></td>"
                    continue
                }
                html += "<td>\(NumberText.trimmed(value, decimals: Self.valueDecimals, separator: mark))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    /// `value` with exactly `decimals` decimals, so the time column lines up (`0.10`, `1.00`;
    /// `0,10` with a comma as `mark`).
    static func fixed(_ value: Double, decimals: Int, mark: UInt8 = UInt8(ascii: ".")) -> String {
        let text = NumberText.trimmed(value, decimals: decimals, separator: mark)
        let fraction = text.utf8.split(separator: mark).dropFirst().first?.count ?? 0
        guard decimals > 0 else { return text }
        return (fraction == 0 ? text + String(decoding: [mark], as: UTF8.self) : text) + String(repeating: "0", count: decimals - fraction)
    }
}
