import Foundation

/// A keyframe that immediately moves to `to` without interpolating [A `MoveKeyframe`]. It
/// takes no time and shows its value from its own instant on (SEMANTICS.md, "Keyframes" and "Decisions").
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, _SingleKeyframe {
    /// The keyframe as a track sees it.
    public let _keyframe: _ResolvedKeyframe<Value>

    /// A keyframe jumping to `to`.
    public init(_ to: Value) {
        _keyframe = _ResolvedKeyframe(value: to, duration: 0, kind: .move)
    }
}
