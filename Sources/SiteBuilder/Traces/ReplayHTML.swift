import TraceFormat

/// The replay's markup: the trace data as JSON in a `<script type="application/json">` (with
/// `<` written `\u003c`), a stage with the shape, and the controls — play/pause, a time
/// scrubber over the frames, a time readout, the speed (0.25×, 0.5×, 1×) and, when several
/// views move, which one to show. It is `hidden` until `motionbook.js` starts it, so without
/// JavaScript nothing inert is shown.
struct ReplayHTML {
    /// The offered speeds, as factors of real time.
    static let speeds = ["0.25", "0.5", "1"]

    var trace: Trace
    var strings: Localizer

    func render() -> String {
        let nodes = ReplayData.nodes(of: trace)
        guard !nodes.isEmpty, !trace.times.isEmpty else { return "" }
        let play = HTMLEscaping.attribute(strings[.replayPlay])
        var html = "<div class=\"trace-replay\" hidden>\n"
        html += "<script type=\"application/json\" class=\"trace-data\">" + HTMLEscaping.scriptData(ReplayData.json(trace)) + "</script>\n"
        html += "<div class=\"replay-stage\" aria-hidden=\"true\"><div class=\"replay-shape\"></div></div>\n"
        html += "<div class=\"replay-controls\">\n"
        html += "<button type=\"button\" class=\"replay-play\" data-play=\"\(play)\" data-pause=\"\(HTMLEscaping.attribute(strings[.replayPause]))\">\(play)</button>\n"
        html += "<label>\(HTMLEscaping.text(strings[.replayTime])) <input type=\"range\" class=\"replay-scrub\" min=\"0\" max=\"\(trace.times.count - 1)\" step=\"1\" value=\"0\"></label>\n"
        html += "<output class=\"replay-time\">0.000 s</output>\n"
        html += "<label>\(HTMLEscaping.text(strings[.replaySpeed])) <select class=\"replay-speed\">"
        for speed in Self.speeds {
            html += "<option value=\"\(speed)\"\(speed == "1" ? " selected" : "")>\(speed)×</option>"
        }
        html += "</select></label>\n"
        if nodes.count > 1 {
            html += "<label>\(HTMLEscaping.text(strings[.replayNode])) <select class=\"replay-node\">"
            for (index, node) in nodes.enumerated() {
                html += "<option value=\"\(index)\">\(HTMLEscaping.text(node.path))</option>"
            }
            html += "</select></label>\n"
        }
        return html + "</div>\n</div>\n"
    }
}
