@_spi(Runtime) import MotionCore

/// Builds a trace from frame samples: one track per (path, property, components), one value per
/// frame. A property that appears after the first frame repeats its first value back to frame 0
/// (or the value it says it stood for before, `FrameSample.Property.before`);
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
    /// The last frame's sample, and the track of each of its properties (a frame with the same
    /// properties in the same order, the usual case, reuses them without hashing).
    private(set) var lastSample: FrameSample?
    private var lastPositions: [Int]?

    /// The values of `property` at `path` in the last frame.
    func latest(_ property: String, at path: String) -> [Double]? {
        guard let lastSample, let index = lastSample.rows.firstIndex(where: { $0.path == path && $0.property == property }) else {
            return nil
        }
        return lastSample.values[index]
    }

    mutating func record(_ sample: FrameSample, events newEvents: [Trace.Event]) {
        defer { lastSample = sample }
        times.append(sample.time)
        if let lastSample, let lastPositions,
            lastSample.layout == sample.layout || Self.sameProperties(lastSample.rows, sample.rows)
        {
            for index in sample.values.indices {
                tracks[lastPositions[index]].values.append(sample.values[index])
            }
            if lastPositions.count < tracks.count { holdAbsentTracks(seen: Set(lastPositions)) }
            record(events: newEvents)
            return
        }
        let frame = times.count - 1
        var seen = Set<Int>()
        var positions: [Int] = []
        for (property, values) in zip(sample.rows, sample.values) {
            let key = Key(path: property.path, property: property.property, components: property.components)
            if let position = index[key] {
                if seen.insert(position).inserted { tracks[position].values.append(values) }
                positions.append(position)
            } else {
                index[key] = tracks.count
                seen.insert(tracks.count)
                positions.append(tracks.count)
                tracks.append(
                    Trace.Track(
                        node: property.node, path: property.path, property: property.property,
                        components: property.components,
                        values: Array(repeating: property.before ?? values, count: frame) + [values]))
            }
        }
        // A property sampled twice under one key (duplicate paths) disables the fast path.
        lastPositions = Set(positions).count == positions.count ? positions : nil
        holdAbsentTracks(seen: seen)
        record(events: newEvents)
    }

    /// Whether two frames sample the same properties (path, property and components) in the
    /// same order (known without comparing when both come from one plan, the same `layout`).
    private static func sameProperties(_ last: [FrameSample.Row], _ next: [FrameSample.Row]) -> Bool {
        guard last.count == next.count else { return false }
        for index in last.indices {
            guard last[index].path == next[index].path, last[index].property == next[index].property,
                last[index].components == next[index].components
            else { return false }
        }
        return true
    }

    /// Repeats the last value of the tracks that had no value in this frame.
    private mutating func holdAbsentTracks(seen: Set<Int>) {
        guard seen.count < tracks.count else { return }
        for position in tracks.indices where !seen.contains(position) {
            if let last = tracks[position].values.last { tracks[position].values.append(last) }
        }
    }

    /// Appends events (also those that happen outside a frame's sample: the mount).
    mutating func record(events newEvents: [Trace.Event]) {
        events += newEvents
    }

    /// The trace; a `geometry` track is kept only if the frame changes during the trace (every
    /// view has one; a constant one would only repeat the layout).
    func trace(view: String, duration: Double, fps: Int, scene: Trace.Scene? = nil) -> Trace {
        let kept = tracks.filter { track in
            track.property != TraceProperty.geometry.name || track.values.contains { $0 != track.values.first }
        }
        return Trace(view: view, duration: duration, fps: fps, times: times, tracks: kept, events: events, scene: scene)
    }
}
