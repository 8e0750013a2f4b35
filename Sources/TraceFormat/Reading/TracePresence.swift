/// In which frames a view node exists: from the frame it is inserted to the frame it is removed.
///
/// A track has a value at every frame, also where its node is not in the tree (it repeats its
/// first value back to frame 0 and keeps its last one after removal, MotionTrace README, "Names,
/// paths and components"); readers blank those frames with this presence.
public enum TracePresence {
    /// Whether the node at `path` exists at each frame of `trace`: one entry per entry of
    /// `trace.times`, or nil when it exists at every frame.
    ///
    /// The one place presence is read from a trace. The document does not carry it yet (it will,
    /// per node, as the frames it exists in), so every node counts as present throughout and
    /// this returns nil.
    public static func presence(ofNode path: String, in trace: Trace) -> [Bool]? {
        nil
    }
}
