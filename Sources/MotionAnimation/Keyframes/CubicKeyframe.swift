import Foundation

/// A keyframe that interpolates with a cubic curve; adjacent cubic keyframes form a
/// Catmull-Rom spline [A `CubicKeyframe`]. Missing velocities are chosen for smooth motion
/// (SEMANTICS.md, "Keyframes"; see `KeyframeCurve`).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, _SingleKeyframe {
    /// The keyframe as a track sees it.
    public let _keyframe: _ResolvedKeyframe<Value>

    /// A cubic keyframe reaching `to` after `duration` seconds; the velocities (units per
    /// second) at its start and end are computed when `nil`.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _keyframe = _ResolvedKeyframe(
            value: to, duration: duration,
            kind: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
    }
}
