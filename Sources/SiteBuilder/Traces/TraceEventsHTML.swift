import TraceFormat

/// Every event of a trace as a table, after the trace's value tables: its time, its kind in the
/// page's language, its view (the short name of ``ColumnLabels``, the full path on hover and
/// for screen readers), the property, the detail and the animation's description. Longer than
/// ``collapseAfter`` events, it is collapsed behind a `<details>` whose summary gives the count.
struct TraceEventsHTML {
    /// The most events shown without a disclosure.
    static let collapseAfter = 12

    var trace: Trace
    /// The view name of each node path (``ColumnLabels/viewNames(of:nodeOrder:)``), shared with
    /// the figure's tables and charts so a node has one name in all of them.
    var viewNames: [String: String]
    /// Whose trace it is, for the scroll region's name (``TraceTableHTML/owner``).
    var owner: String
    var strings: Localizer

    func render() -> HTML {
        guard !trace.events.isEmpty else { return .empty }
        let title = strings.format(.traceEvents, trace.events.count)
        let collapsed = trace.events.count > Self.collapseAfter
        var html: HTML = collapsed
            ? "<details class=\"trace-events\"><summary>\(title)</summary>\n"
            : "<div class=\"trace-events\">\n"
        html += "\(TraceTableHTML.scrollRegion(name: title, owner: owner))<table class=\"trace-events-table\">\n"
        if !collapsed { html += "<caption>\(title)</caption>\n" }
        html += "<thead><tr>"
        for header in [UIString.traceTableTime, .traceEventsKind, .traceEventsView, .traceEventsProperty, .traceEventsDetail, .traceEventsAnimation] {
            html += "<th scope=\"col\">\(strings[header])</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        let timeDecimals = TraceTableHTML.frameTimeDecimals(fps: trace.fps)
        for event in trace.events {
            html += "<tr><th scope=\"row\">\(TraceTableHTML.fixed(event.t, decimals: timeDecimals, mark: strings.decimalMark))</th>"
            html += "<td class=\"event-kind kind-\(event.kind.rawValue)\">\(strings[Self.label(of: event.kind)])</td>"
            html += view(of: event)
            // The trace's own words: a property's name, a value or a detail as the program printed
            // it, an animation as Swift writes it. Code, so its numbers keep their decimal point.
            for text in [event.property, event.detail, event.animation] {
                if let text, !text.isEmpty {
                    html += "<td><code>\(text)</code></td>"
                } else {
                    html += "<td></td>"
                }
            }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table></div>\n"
        return html + (collapsed ? "</details>\n" : "</div>\n")
    }

    /// The view cell: the node's short name with its full path, the node's name when the event
    /// has no path, or empty.
    private func view(of event: Trace.Event) -> HTML {
        if let path = event.path, !path.isEmpty {
            let cell = TraceTableHTML.labelled(viewNames[path] ?? ColumnLabels.shortName(ofPath: path), path: path)
            return "<td\(cell.attributes)>\(cell.content)</td>"
        }
        return "<td>\(event.node ?? "")</td>"
    }

    /// The words for an event kind.
    static func label(of kind: EventKind) -> UIString {
        switch kind {
        case .appear: .traceKindAppear
        case .disappear: .traceKindDisappear
        case .tap: .traceKindTap
        case .state: .traceKindState
        case .timer: .traceKindTimer
        case .animation: .traceKindAnimation
        case .merge: .traceKindMerge
        case .combine: .traceKindCombine
        case .logicallyComplete: .traceKindLogicallyComplete
        case .removed: .traceKindRemoved
        case .completion: .traceKindCompletion
        case .phase: .traceKindPhase
        case .keyframe: .traceKindKeyframe
        case .warning: .traceKindWarning
        case .content: .traceKindContent
        case .transition: .traceKindTransition
        case .presentation: .traceKindPresentation
        case .gesture: .traceKindGesture
        case .scroll: .traceKindScroll
        case .symbolEffect: .traceKindSymbolEffect
        case .selection: .traceKindSelection
        case .matchedGeometry: .traceKindMatchedGeometry
        case .feedback: .traceKindFeedback
        }
    }
}
