/// When a traced node exists: what tables and charts leave blank before a view is inserted and
/// after it is removed.
public enum TracePresence {
    /// Whether the node at `path` exists at each frame of `trace`: one entry per entry of
    /// `trace.times`, or nil when it exists at every frame (or the trace has no scene that
    /// names it: a format-2 document, a node that is not drawn).
    ///
    /// The one place presence is read from a trace: the scene's lifetimes of the path
    /// (`from ..< until`, a path can be inserted again after its removal).
    public static func presence(ofNode path: String, in trace: Trace) -> [Bool]? {
        guard let scene = trace.scene else { return nil }
        let lifetimes = scene.nodes.filter { $0.path == path }
        guard !lifetimes.isEmpty else { return nil }
        var present = Array(repeating: false, count: trace.times.count)
        for node in lifetimes {
            let end = min(node.until ?? present.count, present.count)
            guard node.from < end else { continue }
            for frame in node.from..<end { present[frame] = true }
        }
        return present.allSatisfy { $0 } ? nil : present
    }
}
