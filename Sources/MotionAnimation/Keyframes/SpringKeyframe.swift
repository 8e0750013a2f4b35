import Foundation

/// A keyframe that uses a spring to interpolate to `to` [A `SpringKeyframe`]:
/// value(t) = from + spring.value(target: to − from, initialVelocity: v_in, time: t), with v_in
/// the start velocity if given, else the previous segment's end velocity (SEMANTICS.md, "Keyframes" and "Decisions").
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, _SingleKeyframe {
    /// The keyframe as a track sees it.
    public let _keyframe: _ResolvedKeyframe<Value>

    /// A spring keyframe reaching `to`. Without a `duration` (seconds) it lasts the spring's
    /// `settlingDuration` [A].
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        _keyframe = _ResolvedKeyframe(
            value: to, duration: duration, kind: .spring(spring, startVelocity: startVelocity?.animatableData))
    }
}
