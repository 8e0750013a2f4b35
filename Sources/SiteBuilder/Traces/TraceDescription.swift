import TraceFormat

/// The words for a chart, in the page's language: its `<desc>` (what each series does, which
/// events are marked) and the `<title>` of each event mark. Numbers are printed with
/// ``decimals`` decimals, without locale.
enum TraceDescription {
    /// Decimals of values and times in descriptions.
    static let decimals = 3

    /// One sentence per series (`Circle offset.x from 0 to 100 between 0.2 s and 1.2 s …`), over
    /// the frames where its node exists, and one for the marked events, if any.
    static func chart(_ group: ChartGroup, times: [Double], events: [Trace.Event], strings: Localizer) -> String {
        var sentences = group.series.compactMap { labelled -> String? in
            let frames = times.indices.filter { labelled.column.shownValue(at: $0) != nil }
            guard !frames.isEmpty else { return nil }
            return series(name: labelled.label.text, values: frames.compactMap(labelled.column.shownValue), times: frames.map { times[$0] }, strings: strings)
        }
        let marks = EventMark.allCases.filter { mark in events.contains { EventMark(kind: $0.kind) == mark } }
        if !marks.isEmpty {
            sentences.append(strings.format(.traceDescribeEvents, texts: [marks.map { strings[$0.label] }.joined(separator: ", ")]))
        }
        return sentences.joined(separator: " ")
    }

    /// What one series does: from its first to its last value between the last frame before it
    /// first changes and the frame of its last change, with its lowest and highest value; or
    /// that it stays constant.
    static func series(name: String, values: [Double], times: [Double], strings: Localizer) -> String {
        guard let first = values.first, let last = values.last,
            let firstChange = values.firstIndex(where: { $0 != first }),
            let lastChange = values.indices.dropFirst().last(where: { values[$0] != values[$0 - 1] })
        else {
            return strings.format(.traceDescribeConstant, texts: [name, text(values.first ?? 0, strings)])
        }
        return strings.format(.traceDescribeChange, texts: [
            name, text(first, strings), text(last, strings), text(times[firstChange - 1], strings), text(times[lastChange], strings),
            text(values.min() ?? first, strings), text(values.max() ?? first, strings),
        ])
    }

    /// A mark's tooltip: `tap (Move) at 0.2 s`, with the event's property, animation and detail.
    static func event(_ event: Trace.Event, mark: EventMark, strings: Localizer) -> String {
        let parts = [event.property, event.animation, event.detail].compactMap { $0 }.filter { !$0.isEmpty }
        let what = strings[mark.label] + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
        return strings.format(.traceEventAt, texts: [what, text(event.t, strings)])
    }

    static func text(_ value: Double, _ strings: Localizer) -> String { strings.number(value, decimals: decimals) }
}
