import Lessons
import TraceFormat

/// The JSON the replay script reads, embedded in the page (no network request):
///
/// ```json
/// {"fps": 60, "times": [0, 0.016667, …],
///  "nodes": [{"node": "Circle", "path": "Dot/Circle",
///             "tracks": [{"property": "offset", "components": ["x", "y"], "values": [[0, 0], …]}]}]}
/// ```
///
/// Only nodes with at least one changing track among the properties a shape can show
/// (``replayed``) are listed, each with all of its replayable tracks (constant ones too: a
/// constant `frame` still gives the shape its size). Numbers have ``decimals`` decimals.
enum ReplayData {
    /// Decimals of values and times in the data.
    static let decimals = 6

    /// The properties the replay applies to its shape (MotionTrace README, "Names, paths and
    /// components"); colours by their `red`, `green`, `blue`, `opacity` components.
    static let replayed: Set<String> = [
        "offset", "position", "scaleEffect", "rotationEffect", "opacity", "frame", "cornerRadius", "clipShape", "blur",
        "foregroundStyle", "foregroundColor", "fill", "background", "color",
    ]

    /// The nodes worth replaying, in trace order of their first track.
    static func nodes(of trace: Trace) -> [(node: String, path: String, tracks: [Trace.Track])] {
        var order: [String] = []
        var byPath: [String: (node: String, path: String, tracks: [Trace.Track])] = [:]
        for track in trace.tracks where replayed.contains(track.property) {
            if byPath[track.path] == nil {
                order.append(track.path)
                byPath[track.path] = (track.node, track.path, [])
            }
            byPath[track.path]!.tracks.append(track)
        }
        return order.compactMap { byPath[$0] }.filter { $0.tracks.contains(where: \.changes) }
    }

    /// The data as JSON text (not yet escaped for a `<script>`), appended to one string (a
    /// trace has thousands of values).
    static func json(_ trace: Trace) -> String {
        var out = "{\"fps\": \(trace.fps), \"times\": ["
        out.reserveCapacity(16 * trace.tracks.reduce(trace.times.count) { $0 + $1.values.count * max(1, $1.components.count) })
        appendList(trace.times, to: &out)
        out += "], \"nodes\": ["
        for (index, node) in nodes(of: trace).enumerated() {
            if index > 0 { out += ", " }
            out += "{\"node\": \(JSONText.string(node.node)), \"path\": \(JSONText.string(node.path)), \"tracks\": ["
            for (trackIndex, track) in node.tracks.enumerated() {
                if trackIndex > 0 { out += ", " }
                out += "{\"property\": \(JSONText.string(track.property)), \"components\": ["
                out += track.components.map(JSONText.string).joined(separator: ", ")
                out += "], \"values\": ["
                for (valueIndex, value) in track.values.enumerated() {
                    if valueIndex > 0 { out += "," }
                    out += "["
                    appendList(value, to: &out)
                    out += "]"
                }
                out += "]}"
            }
            out += "]}"
        }
        out += "]}"
        return out
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
