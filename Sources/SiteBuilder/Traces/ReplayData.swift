import SceneRendering
import TraceFormat

/// The JSON the replay script reads, embedded in the page (no network request): the trace's
/// scene and the tracks that draw it.
///
/// ```json
/// {"fps": 60, "times": [0, 0.016667, …], "width": 393, "height": 852,
///  "nodes": [{"path": "Dot", "kind": "group", "parent": -1, "from": 0, "until": -1, "frame": [0, 0, 393, 852]},
///            {"path": "Dot/Circle", "kind": "circle", "parent": 0, …, "fill": {"track": 0}}],
///  "tracks": [{"path": "Dot/Circle", "property": <the frame's property>, "frames": [[176.5, 400, 40, 40], …]},
///             {"path": "Dot/Circle", "property": <the fill colour's property>, "value": [1, 0, 0, 1]}],
///  "events": [{"t": 0.2, "kind": "tap", "path": "Dot/Button"}]}
/// ```
///
/// A node's fields are the scene's (`Trace.SceneNode`, `contents` included), with `parent` and `until` -1 when
/// absent, and a paint's track given by its index in `tracks`. Only the tracks that drawing
/// needs are listed (``drawn``, and the colours paints refer to); a track whose value never
/// changes has `value` instead of `frames`. Events are the ones the scrubber marks and the
/// stage shows as touches (``markedEvents``). Numbers have ``decimals`` decimals.
enum ReplayData {
    /// Decimals of values and times in the data.
    static let decimals = 6

    /// The properties that change how a node is drawn, besides the colours its paints name:
    /// those the property table gives a drawing other than a paint (``TraceProperty/drawing``).
    static let drawn: Set<String> = Set(SceneDrawing.allCases.filter { $0 != .paint }.map { TraceProperty.drawn(as: $0).name })

    /// The event kinds the scrubber marks; taps, drags and other gestures also show a touch.
    static let markedEvents = FilmStrip.markedEvents

    /// Whether the trace can be replayed: it has a scene with something that draws.
    static func isReplayable(_ trace: Trace) -> Bool {
        guard let scene = trace.scene, !trace.times.isEmpty else { return false }
        return scene.nodes.contains { $0.kind != .group }
    }

    /// The data as JSON text (not yet escaped for a `<script>`), appended to one string (a
    /// trace has thousands of values).
    static func json(_ trace: Trace) -> String {
        guard let scene = trace.scene else { return "{}" }
        let tracks = tracks(of: trace, scene: scene)
        let trackIndex = Dictionary(tracks.enumerated().map { ("\($1.path)\u{0}\($1.property)", $0) }, uniquingKeysWith: { first, _ in first })
        var out = "{\"fps\": \(trace.fps), \"times\": ["
        out.reserveCapacity(16 * tracks.reduce(trace.times.count) { $0 + $1.values.count * max(1, $1.components.count) })
        appendList(trace.times, to: &out)
        out += "], \"width\": \(number(scene.width)), \"height\": \(number(scene.height)), \"nodes\": ["
        for (index, node) in scene.nodes.enumerated() {
            if index > 0 { out += ",\n" }
            appendNode(node, trackIndex: trackIndex, to: &out)
        }
        out += "], \"tracks\": ["
        for (index, track) in tracks.enumerated() {
            if index > 0 { out += ",\n" }
            out += "{\"path\": \(JSONText.string(track.path)), \"property\": \(JSONText.string(track.property)), \"components\": ["
            out += track.components.map(JSONText.string).joined(separator: ", ") + "], "
            if track.changes {
                out += "\"frames\": ["
                for (valueIndex, value) in track.values.enumerated() {
                    if valueIndex > 0 { out += "," }
                    out += "["
                    appendList(value, to: &out)
                    out += "]"
                }
                out += "]}"
            } else {
                out += "\"value\": ["
                appendList(track.values.first ?? [], to: &out)
                out += "]}"
            }
        }
        out += "], \"events\": ["
        var first = true
        for event in trace.events where markedEvents.contains(event.kind) {
            out += first ? "" : ", "
            first = false
            out += "{\"t\": \(number(event.t)), \"kind\": \(JSONText.string(event.kind.rawValue)), \"path\": \(JSONText.string(event.path ?? ""))}"
        }
        out += "]}"
        return out
    }

    /// The tracks drawing needs, in trace order.
    static func tracks(of trace: Trace, scene: Trace.Scene) -> [Trace.Track] {
        let paths = Set(scene.nodes.map(\.path))
        var painted = Set<String>()
        for node in scene.nodes {
            for paint in [node.fill, node.background].compactMap({ $0 }) {
                if let path = paint.path, let property = paint.property { painted.insert("\(path)\u{0}\(property)") }
            }
        }
        return trace.tracks.filter { track in
            (paths.contains(track.path) && drawn.contains(track.property)) || painted.contains("\(track.path)\u{0}\(track.property)")
        }
    }

    private static func appendNode(_ node: Trace.SceneNode, trackIndex: [String: Int], to out: inout String) {
        out += "{\"path\": \(JSONText.string(node.path)), \"kind\": \(JSONText.string(node.kind.rawValue)), "
        out += "\"parent\": \(node.parent ?? -1), \"from\": \(node.from), \"until\": \(node.until ?? -1), \"frame\": ["
        appendList(node.frame, to: &out)
        out += "]"
        let texts: [(String, String?)] = [("text", node.text), ("fontWeight", node.fontWeight), ("symbol", node.symbol), ("clip", node.clip?.rawValue)]
        for (key, value) in texts {
            if let value { out += ", \"\(key)\": \(JSONText.string(value))" }
        }
        let numbers: [(String, Double?)] = [
            ("fontSize", node.fontSize), ("lineWidth", node.lineWidth), ("cornerRadius", node.cornerRadius),
            ("perspective", node.perspective), ("clipCornerRadius", node.clipCornerRadius), ("zIndex", node.zIndex),
        ]
        for (key, value) in numbers {
            if let value { out += ", \"\(key)\": \(number(value))" }
        }
        if let contents = node.contents {
            out += ", \"contents\": [" + contents.map { $0.json() }.joined(separator: ", ") + "]"
        }
        for (key, list) in [("anchor", node.anchor), ("backgroundOutsets", node.backgroundOutsets)] {
            guard let list else { continue }
            out += ", \"\(key)\": ["
            appendList(list, to: &out)
            out += "]"
        }
        for (key, paint) in [("fill", node.fill), ("background", node.background)] {
            guard let paint else { continue }
            out += ", \"\(key)\": {"
            if let path = paint.path, let property = paint.property, let index = trackIndex["\(path)\u{0}\(property)"] {
                out += "\"track\": \(index)"
            } else if let rgba = paint.rgba {
                out += "\"rgba\": ["
                appendList(rgba, to: &out)
                out += "]"
            } else if let stops = paint.stops {
                out += "\"stops\": ["
                appendList(stops, to: &out)
                out += "]"
                if let points = paint.points {
                    out += ", \"points\": ["
                    appendList(points, to: &out)
                    out += "]"
                }
            }
            out += "}"
        }
        out += "}"
    }

    /// `values` as comma-separated ``number(_:)``s.
    private static func appendList(_ values: [Double], to out: inout String) {
        for (index, value) in values.enumerated() {
            if index > 0 { out += "," }
            out += number(value)
        }
    }

    static func number(_ value: Double) -> String { NumberText.trimmed(value, decimals: decimals) }
}
