/// One column of a printed trace: a name such as `offset.x` or `scaleEffect` and one value per
/// frame, with the view node and property it comes from and the frames in which that node
/// exists.
public struct TraceColumn: Equatable, Sendable {
    /// The name `motionbook run` prints: the quantity, prefixed by the node's name or path when
    /// the columns come from more than one view (``TraceColumns``).
    public var name: String
    public var values: [Double]
    /// The node's readable name (`Circle`, `Text("Hi")`), nil for a column not read from a track.
    public var node: String?
    /// The node's structural path (`Demo/VStack/Circle[1]`), nil for a column not read from a track.
    public var path: String?
    /// The traced property (`offset`, `opacity[1]`).
    public var property: String
    /// The property or the component the column shows, without the view (`offset.x`, `scaleEffect`).
    public var quantity: String
    /// Whether the node exists at each frame (one entry per frame); nil when it exists at every
    /// frame. A value at a frame where it does not exist means nothing and is not shown.
    public var presence: [Bool]?

    /// A column known by its full name only: the quantity is the part after the last space
    /// (`Circle offset.x` → `offset.x`), the property the quantity up to its last dot.
    public init(name: String, values: [Double], presence: [Bool]? = nil) {
        let quantity = name.lastIndex(of: " ").map { String(name[name.index(after: $0)...]) } ?? name
        let property = quantity.lastIndex(of: ".").map { String(quantity[..<$0]) } ?? quantity
        self.init(name: name, values: values, node: nil, path: nil, property: property, quantity: quantity, presence: presence)
    }

    public init(
        name: String, values: [Double], node: String?, path: String?, property: String, quantity: String, presence: [Bool]? = nil
    ) {
        self.name = name
        self.values = values
        self.node = node
        self.path = path
        self.property = property
        self.quantity = quantity
        self.presence = presence
    }

    /// Whether the node exists at `frame` (always, without a presence).
    public func isPresent(at frame: Int) -> Bool {
        guard let presence else { return true }
        return frame >= 0 && frame < presence.count && presence[frame]
    }

    /// The value a table shows at `frame`: nil where the node does not exist (or the column has
    /// no value), so the cell stays empty. The one rule the site's table, the site's chart
    /// descriptions and `motionbook run`'s table follow.
    public func shownValue(at frame: Int) -> Double? {
        guard isPresent(at: frame), frame >= 0, frame < values.count else { return nil }
        return values[frame]
    }
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
///
/// Each column carries its node's presence (``TracePresence/presence(ofNode:in:)``). The short
/// labels the site shows are ``ColumnLabels``'.
public enum TraceColumns {
    public static func columns(of trace: Trace, show: [String] = []) -> [TraceColumn] {
        var named: [(track: Trace.Track, column: TraceColumn, order: Int)] = []
        var presence: [String: [Bool]?] = [:]
        for track in trace.tracks where !show.isEmpty || track.changes {
            let present = presence[track.path] ?? TracePresence.presence(ofNode: track.path, in: trace)
            presence[track.path] = present
            for var column in columns(of: track, show: show) {
                let order = show.firstIndex { $0 == track.property || $0 == column.name } ?? 0
                column.presence = present
                named.append((track, column, order))
            }
        }
        let sorted = named.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
        var pathsByName: [String: Set<String>] = [:]
        for entry in sorted { pathsByName[entry.track.node, default: []].insert(entry.track.path) }
        guard Set(sorted.map(\.track.path)).count > 1 else { return sorted.map(\.column) }
        return sorted.map { entry in
            let shared = (pathsByName[entry.track.node]?.count ?? 0) > 1
            var column = entry.column
            column.name = "\(shared ? entry.track.path : entry.track.node) \(column.quantity)"
            return column
        }
    }

    /// The columns of one track, before disambiguation.
    static func columns(of track: Trace.Track, show: [String]) -> [TraceColumn] {
        let picked = PropertySelection(show).components(of: track)
        guard !picked.isEmpty else { return [] }
        let series = picked.map { component in (component, track.values.map { $0[component] }) }
        func column(_ quantity: String, _ values: [Double]) -> TraceColumn {
            TraceColumn(name: quantity, values: values, node: track.node, path: track.path, property: track.property, quantity: quantity)
        }
        if track.components.count == 1 { return [column(track.property, series[0].1)] }
        let explicit = !show.isEmpty && !show.contains(track.property)
        if explicit {
            return series.map { column(TrackNaming.name(track, component: $0.0), $0.1) }
        }
        let changing = series.filter { Set($0.1).count > 1 }
        let kept = changing.isEmpty ? series : changing
        if kept.count > 1, kept.allSatisfy({ $0.1 == kept[0].1 }) {
            return [column(track.property, kept[0].1)]
        }
        return kept.map { column(TrackNaming.name(track, component: $0.0), $0.1) }
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
