import Foundation

/// A group of keyframes that define an interpolation curve of an animatable value
/// [A `KeyframeTrackContent`].
///
/// Custom content composes other content in `body`; the keyframe types and the builder's
/// results implement `_appendKeyframes(to:)`, which flattens content into the ordered list of
/// keyframes a track interpolates through.
public protocol KeyframeTrackContent<Value> {
    /// The animatable type the keyframes interpolate.
    associatedtype Value: Animatable = Self.Body.Value
    /// The type of the content's body.
    associatedtype Body: KeyframeTrackContent

    /// The composition of content that makes up the track.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }

    /// Appends this content's keyframes, in order (MotionCore's evaluation hook; SwiftUI's
    /// equivalent is private).
    func _appendKeyframes(to keyframes: inout [_ResolvedKeyframe<Value>])
}

extension KeyframeTrackContent where Body.Value == Value {
    /// Content defined by its body contributes its body's keyframes.
    @inlinable
    public func _appendKeyframes(to keyframes: inout [_ResolvedKeyframe<Value>]) {
        body._appendKeyframes(to: &keyframes)
    }
}

/// One keyframe, as a track sees it: the value to reach, how long it takes (seconds; `nil` for
/// a spring keyframe without a duration), and how to get there. Built by the keyframe types.
public struct _ResolvedKeyframe<Value: Animatable> {
    /// How a keyframe interpolates from the previous keyframe's value to its own.
    @usableFromInline
    enum Kind {
        /// `from + (to − from)·curve.value(at: t/d)`.
        case linear(UnitCurve)
        /// A cubic Hermite segment; `nil` velocities are filled in as SEMANTICS.md, "Keyframes" describes.
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        /// `from + spring.value(target: to − from, initialVelocity: v_in, time: t)`.
        case spring(Spring, startVelocity: Value.AnimatableData?)
        /// An immediate jump, zero duration.
        case move
    }

    @usableFromInline let value: Value
    @usableFromInline let duration: TimeInterval?
    @usableFromInline let kind: Kind

    @inlinable
    init(value: Value, duration: TimeInterval?, kind: Kind) {
        self.value = value
        self.duration = duration
        self.kind = kind
    }
}

/// A keyframe type: content that is exactly one keyframe. Its body is itself.
public protocol _SingleKeyframe: KeyframeTrackContent where Body == Self {
    /// The keyframe as a track sees it.
    var _keyframe: _ResolvedKeyframe<Value> { get }
}

extension _SingleKeyframe {
    /// A keyframe is its own body.
    @inlinable
    public var body: Self { self }

    /// Appends the one keyframe.
    @inlinable
    public func _appendKeyframes(to keyframes: inout [_ResolvedKeyframe<Value>]) {
        keyframes.append(_keyframe)
    }
}
