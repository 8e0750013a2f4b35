import Foundation

/// A description of how a value changes over time, modelled with keyframes
/// [A `KeyframeTimeline`].
///
/// Every track starts from its property's value in `initialValue`; at a time, the tracks write
/// their values into a copy of `initialValue` in declaration order, so the last competing track
/// wins [A]. The duration is the longest track's (SEMANTICS.md, "Keyframes", [B]).
public struct KeyframeTimeline<Value> {
    @usableFromInline let initialValue: Value
    @usableFromInline let tracks: [KeyframeTrackEvaluator<Value>]

    /// The duration of the content in seconds: the longest track's [A], SEMANTICS.md, "Keyframes".
    public let duration: TimeInterval

    /// A timeline starting from `initialValue` with the tracks (or bare keyframes) of `content`.
    @inlinable
    public init<Content: Keyframes>(initialValue: Value, @KeyframesBuilder<Value> content: () -> Content)
    where Content.Value == Value {
        self.initialValue = initialValue
        var factories: [_KeyframeTrackFactory<Value>] = []
        content()._appendTracks(to: &factories)
        tracks = factories.map { $0.make(initialValue) }
        duration = tracks.map(\.duration).max() ?? 0
    }

    /// The value at `time` seconds from the start. Before 0 every track shows its start value;
    /// after its end a track holds its last keyframe's value.
    @inlinable
    public func value(time: Double) -> Value {
        var result = initialValue
        for track in tracks { track.apply(&result, time) }
        return result
    }

    /// The value at `progress` (0 = start, 1 = end): `value(time: progress · duration)`
    /// [A "progress in the range zero to one"; the mapping is a GUESS, SEMANTICS.md, "Keyframes"].
    @inlinable
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }

    /// The times, in seconds, at which some keyframe segment of some track ends (a
    /// `MoveKeyframe`'s own instant included), sorted and without repeats. MotionCore addition,
    /// not in SwiftUI: the trace marks keyframe boundaries with it.
    public var segmentBoundaryTimes: [TimeInterval] {
        Array(Set(tracks.flatMap(\.boundaryTimes))).sorted()
    }

    /// Whether the value just after `duration` may differ from the value at `duration`: true
    /// when a track as long as the timeline ends on a spring keyframe cut short, which shows the
    /// spring's position at its end instant and the keyframe's value afterwards. MotionCore
    /// addition: a keyframe animator runs one more frame for it.
    package var changesAfterItsEnd: Bool {
        tracks.contains { $0.duration == duration && $0.changesAfterItsEnd }
    }

    /// Each track's segment end times in seconds, tracks in declaration order, segments in
    /// keyframe order (repeats kept). MotionCore addition, not in SwiftUI.
    public var trackSegmentBoundaryTimes: [[TimeInterval]] {
        tracks.map(\.boundaryTimes)
    }
}
