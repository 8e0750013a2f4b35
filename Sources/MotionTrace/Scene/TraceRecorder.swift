@_spi(Runtime) import MotionCore

/// Builds a trace from frame samples: one track per (path, property, components), one value per
/// frame. A property that appears after the first frame repeats its first value back to frame 0;
/// a node that leaves keeps its last value to the end (its `appear`/`disappear` events mark the
/// frames where it was really there).
struct TraceRecorder {
    private struct Key: Hashable {
        let path: String
        let property: String
        let components: [String]
    }

    private(set) var times: [Double] = []
    private var tracks: [Trace.Track] = []
    private var index: [Key: Int] = [:]
    private(set) var events: [Trace.Event] = []

    /// The values of the last frame, by path and property.
    private(set) var latest: [String: [String: [Double]]] = [:]

    mutating func record(_ sample: FrameSample, events newEvents: [RuntimeEvent]) {
        let frame = times.count
        times.append(sample.time)
        var seen = Set<Int>()
        latest = [:]
        for property in sample.properties {
            let key = Key(path: property.path, property: property.property, components: property.components)
            latest[property.path, default: [:]][property.property] = property.values
            if let position = index[key] {
                if seen.insert(position).inserted { tracks[position].values.append(property.values) }
            } else {
                index[key] = tracks.count
                seen.insert(tracks.count)
                tracks.append(
                    Trace.Track(
                        node: property.node, path: property.path, property: property.property,
                        components: property.components,
                        values: Array(repeating: property.values, count: frame + 1)))
            }
        }
        for position in tracks.indices where !seen.contains(position) {
            if let last = tracks[position].values.last { tracks[position].values.append(last) }
        }
        record(events: newEvents)
    }

    /// Appends events (also those that happen outside a frame's sample: the mount).
    mutating func record(events newEvents: [RuntimeEvent]) {
        events += newEvents.map {
            Trace.Event(t: $0.time, kind: $0.kind, node: $0.node, path: $0.path, property: $0.property, animation: $0.animation, detail: $0.detail)
        }
    }

    func trace(view: String, duration: Double, fps: Int) -> Trace {
        Trace(view: view, duration: duration, fps: fps, times: times, tracks: tracks, events: events)
    }
}
