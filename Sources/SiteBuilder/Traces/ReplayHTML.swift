import TraceFormat

/// The replay's markup: the scene and its tracks as JSON in a `<script type="application/json">`
/// (``ReplayData``, with `<` written `\u003c`), a stage that `motionbook.js` draws every node
/// into (inside a device frame of the scenario's size, scaled to fit; `data-scale` is page pixels
/// per point), and the controls — play/pause, a time scrubber whose value is the time in seconds,
/// a time readout, the speed (0.25×, 0.5×, 1×) — with the scrubber's event marks. The stage's
/// text alternative says what moves, from where to where. It is `hidden` until the script starts
/// it, so without JavaScript nothing inert is shown (the film strip stands in for it).
struct ReplayHTML {
    /// The offered speeds, as factors of real time.
    static let speeds = ["0.25", "0.5", "1"]

    var trace: Trace
    /// Unique in the page: the prefix of the stage description's id.
    var id: String
    var strings: Localizer
    /// Seconds of an exercise attempt's first difference, marked on the scrubber
    /// (`data-difference` on `.replay-marks`), or nil.
    var markedTime: Double? = nil
    /// A trace whose scene is drawn faintly over the stage at the same time (an exercise's
    /// solution over the learner's attempt: `div.trace-replay.replay-ghost`, hidden from
    /// assistive technology, with no controls), or nil.
    var ghost: Trace? = nil

    func render() -> HTML {
        guard ReplayData.isReplayable(trace), let lastTime = trace.times.last else { return .empty }
        let play = strings[.replayPlay]
        let descriptionID = "\(id)-stage-description"
        var html: HTML = "<div class=\"trace-replay\" hidden>\n"
        html += "<script type=\"application/json\" class=\"trace-data\">\(scriptData: ReplayData.json(trace))</script>\n"
        html += "<div class=\"replay-device\"><div class=\"replay-stage\" role=\"group\" aria-label=\"\(attribute: strings[.replayStage])\" aria-describedby=\"\(attribute: descriptionID)\"></div>"
        if let ghost, ReplayData.isReplayable(ghost) {
            html += "<div class=\"trace-replay replay-ghost\" aria-hidden=\"true\" hidden>"
                + "<script type=\"application/json\" class=\"trace-data\">\(scriptData: ReplayData.json(ghost))</script>"
                + "<div class=\"replay-device\"><div class=\"replay-stage\"></div></div></div>"
        }
        html += "</div>\n"
        html += "<p class=\"visually-hidden\" id=\"\(attribute: descriptionID)\">\(Self.motionSummary(of: trace, strings: strings))</p>\n"
        html += "<div class=\"replay-controls\">\n"
        html += "<button type=\"button\" class=\"replay-play\" aria-pressed=\"false\" data-play=\"\(attribute: play)\" data-pause=\"\(attribute: strings[.replayPause])\">\(attribute: play)</button>\n"
        html += "<label class=\"replay-scrubber\">\(strings[.replayTime]) "
            + "<input type=\"range\" class=\"replay-scrub\" min=\"0\" max=\"\(ReplayData.number(lastTime))\" step=\"any\" value=\"0\">"
            + "<span class=\"replay-marks\" aria-hidden=\"true\"\(markedTime.map { " data-difference=\"\(ReplayData.number($0))\"" as HTML } ?? .empty)></span></label>\n"
        html += "<output class=\"replay-time\">\(strings.decimal("0.000")) s</output>\n"
        html += "<label>\(strings[.replaySpeed]) <select class=\"replay-speed\">"
        for speed in Self.speeds {
            let selected: HTML = speed == "1" ? " selected" : .empty
            html += "<option value=\"\(speed)\"\(selected)>\(strings.decimal(speed))×</option>"
        }
        html += "</select></label>\n"
        return html + "</div>\n</div>\n"
    }

    /// The property whose values are a node's frame (``SceneDrawing/frame``).
    static let frameProperty = TraceProperty.drawn(as: .frame).name
    /// The properties the summary names besides the frame: how a node fades, scales and turns.
    static let summarisedProperties = Set([SceneDrawing.opacity, .scale, .rotation, .rotation3D].map { TraceProperty.drawn(as: $0).name })

    /// What moves on the stage, one sentence per changing quantity of a drawing node (its
    /// centre's x and y from its geometry, points; its opacity, scale and rotation), in the
    /// chart descriptions' words; that nothing moves when nothing does.
    static func motionSummary(of trace: Trace, strings: Localizer) -> String {
        guard let scene = trace.scene else { return "" }
        var sentences: [String] = []
        var seen = Set<String>()
        for node in scene.nodes where node.kind != .group && seen.insert(node.path).inserted {
            let name = node.path.split(separator: "/").last.map(String.init) ?? node.path
            let tracks = trace.tracks.filter { $0.path == node.path && $0.changes }
            if let geometry = tracks.first(where: { $0.property == Self.frameProperty && $0.components.count == 4 }) {
                let centreX = geometry.values.map { $0[0] + $0[2] / 2 }
                let centreY = geometry.values.map { $0[1] + $0[3] / 2 }
                for (axis, values) in [("x", centreX), ("y", centreY)] where values.contains(where: { $0 != values[0] }) {
                    sentences.append(TraceDescription.series(name: "\(name) \(axis)", values: values, times: trace.times, strings: strings))
                }
            }
            for track in tracks where Self.summarisedProperties.contains(track.property) {
                let values = track.values.map { $0.first ?? 0 }
                sentences.append(TraceDescription.series(name: "\(name) \(track.property)", values: values, times: trace.times, strings: strings))
            }
        }
        return sentences.isEmpty ? strings[.replayStill] : sentences.joined(separator: " ")
    }
}
