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

    /// The data as JSON text (not yet escaped for a `<script>`).
    static func json(_ trace: Trace) -> String {
        let nodes = nodes(of: trace).map { node in
            let tracks = node.tracks.map { track in
                "{\"property\": \(JSONText.string(track.property)), \"components\": ["
                    + track.components.map(JSONText.string).joined(separator: ", ") + "], \"values\": ["
                    + track.values.map { "[" + $0.map(number).joined(separator: ",") + "]" }.joined(separator: ",") + "]}"
            }
            return "{\"node\": \(JSONText.string(node.node)), \"path\": \(JSONText.string(node.path)), \"tracks\": ["
                + tracks.joined(separator: ", ") + "]}"
        }
        return "{\"fps\": \(trace.fps), \"times\": [" + trace.times.map(number).joined(separator: ",") + "], \"nodes\": ["
            + nodes.joined(separator: ", ") + "]}"
    }

    static func number(_ value: Double) -> String { NumberText.trimmed(value, decimals: decimals) }
}
