import Foundation

/// A keyframe that interpolates linearly (in the value's animatable data) to `to`, with the
/// speed shaped by a unit curve [A `LinearKeyframe`]:
/// value(t) = from + (to − from)·timingCurve.value(at: t/duration) (SEMANTICS.md, "Keyframes", [DERIVED]).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, _SingleKeyframe {
    /// The keyframe as a track sees it.
    public let _keyframe: _ResolvedKeyframe<Value>

    /// A linear keyframe reaching `to` after `duration` seconds, paced by `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _keyframe = _ResolvedKeyframe(value: to, duration: duration, kind: .linear(timingCurve))
    }
}
