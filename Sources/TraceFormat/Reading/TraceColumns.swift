
/// One column of a printed trace: a name such as `offset.x` or `scaleEffect` and one value per
/// frame.
public struct TraceColumn: Equatable, Sendable {
    public var name: String
    public var values: [Double]
}

/// Which columns a trace prints as, component-aware:
/// - without `show`, only the properties that change (the harness traces every modifier,
///   constant ones too); with it, the properties it names, changing or not;
/// - a scalar property is one column (`opacity`);
/// - a vector property gets one column per component that changes (`offset.x`), the constant
///   ones left out (all of them kept when none changes);
/// - a vector whose changing components are equal at every frame (a uniform `scaleEffect`) is
///   one column named by the property;
/// - `show` (the fence key or `--show`) picks properties or single components, in its order;
/// - when the columns come from more than one view, every column names its view: the node's
///   name (`Circle offset.x`, `Text("B") opacity`), or its path when two of those views share
///   a name; the columns of a single view keep their bare names.
public enum TraceColumns {
    public static func columns(of trace: Trace, show: [String] = []) -> [TraceColumn] {
        var named: [(track: Trace.Track, base: String, values: [Double], order: Int)] = []
        for track in trace.tracks where !show.isEmpty || track.changes {
            for column in columns(of: track, show: show) {
                let order = show.firstIndex { $0 == track.property || $0 == column.name } ?? 0
                named.append((track, column.name, column.values, order))
            }
        }
        let sorted = named.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
        var pathsByName: [String: Set<String>] = [:]
        for entry in sorted { pathsByName[entry.track.node, default: []].insert(entry.track.path) }
        guard Set(sorted.map(\.track.path)).count > 1 else {
            return sorted.map { TraceColumn(name: $0.base, values: $0.values) }
        }
        return sorted.map { entry in
            let shared = (pathsByName[entry.track.node]?.count ?? 0) > 1
            return TraceColumn(name: "\(shared ? entry.track.path : entry.track.node) \(entry.base)", values: entry.values)
        }
    }

    /// The columns of one track, before disambiguation.
    static func columns(of track: Trace.Track, show: [String]) -> [TraceColumn] {
        let picked = PropertySelection(show).components(of: track)
        guard !picked.isEmpty else { return [] }
        let series = picked.map { component in (component, track.values.map { $0[component] }) }
        if track.components.count == 1 { return [TraceColumn(name: track.property, values: series[0].1)] }
        let explicit = !show.isEmpty && !show.contains(track.property)
        if explicit {
            return series.map { TraceColumn(name: TrackNaming.name(track, component: $0.0), values: $0.1) }
        }
        let changing = series.filter { Set($0.1).count > 1 }
        let kept = changing.isEmpty ? series : changing
        if kept.count > 1, kept.allSatisfy({ $0.1 == kept[0].1 }) {
            return [TraceColumn(name: track.property, values: kept[0].1)]
        }
        return kept.map { TraceColumn(name: TrackNaming.name(track, component: $0.0), values: $0.1) }
    }

    /// Frame indices of the rows every `every` seconds from 0 to the end of the trace: the
    /// frame nearest each multiple of `every`.
    public static func rowFrames(of trace: Trace, every: Double) -> [Int] {
        guard let end = trace.times.last, every > 0 else { return Array(trace.times.indices) }
        var frames: [Int] = []
        var step = 0
        while Double(step) * every <= end + 1e-9 {
            let frame = min(trace.times.count - 1, Int((Double(step) * every * Double(trace.fps)).rounded()))
            if frames.last != frame { frames.append(frame) }
            step += 1
        }
        return frames
    }
}
