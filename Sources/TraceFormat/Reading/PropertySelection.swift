
/// The properties a `show=` key (or `--show`) picks: `scaleEffect` takes every component of
/// that property, `offset.x` one component. Empty picks everything.
struct PropertySelection: Sendable {
    private var entries: [String]

    init(_ show: [String]) {
        entries = show
    }

    var isEverything: Bool { entries.isEmpty }

    /// Indices of the track's components that are picked, in order.
    func components(of track: Trace.Track) -> [Int] {
        if entries.isEmpty || entries.contains(track.property) { return Array(track.components.indices) }
        return track.components.indices.filter { entries.contains("\(track.property).\(track.components[$0])") }
    }
}

/// How a track's values are named in tables, comparisons and quiz references.
enum TrackNaming {
    /// `opacity` for a scalar track, `offset.x` for a component of a vector track.
    static func name(_ track: Trace.Track, component: Int) -> String {
        track.components.count == 1 ? track.property : "\(track.property).\(track.components[component])"
    }
}
