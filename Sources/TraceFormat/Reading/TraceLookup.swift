
/// One value read off a trace, as a numeric quiz answer's `@ SNIPPET PROPERTY TIME` names it.
public enum TraceLookup {
    /// Why a value cannot be read.
    public struct Missing: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The value of `property` (`opacity`, `offset.x`, or `scaleEffect` for a vector whose
    /// components are all equal at that time) at the frame nearest `time` (seconds): frame
    /// round(time · fps). The first track with that property counts (the harness lists tracks
    /// in view order).
    public static func value(in trace: Trace, property: String, time: Double) throws(Missing) -> Double {
        let parts = property.split(separator: ".", maxSplits: 1).map(String.init)
        let name = parts.first ?? property
        guard let track = trace.tracks.first(where: { $0.property == name }) else {
            let known = Array(Set(trace.tracks.map(\.property))).sorted()
            throw Missing(description: "the trace has no property '\(name)'\(known.isEmpty ? "" : " (it has \(known.joined(separator: ", ")))")")
        }
        let frame = Int((time * Double(trace.fps)).rounded())
        guard time >= 0, frame < trace.times.count else {
            let end = NumberText.trimmed(trace.times.last ?? 0, decimals: 3)
            throw Missing(description: "\(NumberText.trimmed(time, decimals: 3)) s is outside the trace (0 to \(end) s)")
        }
        let values = track.values[frame]
        if parts.count == 2 {
            guard let component = track.components.firstIndex(of: parts[1]) else {
                throw Missing(description: "'\(name)' has no component '\(parts[1])' (it has \(track.components.joined(separator: ", ")))")
            }
            return values[component]
        }
        guard let first = values.first, values.allSatisfy({ $0 == first }) else {
            throw Missing(description: "'\(name)' has the components \(track.components.joined(separator: ", ")), which differ at that time; name one, e.g. \(name).\(track.components[0])")
        }
        return first
    }
}
