import Foundation

/// A sequence of keyframes animating one property of a root type [A `KeyframeTrack`].
///
/// SwiftUI names the generic parameters `<Root, Value, Content>`. Here the property type is
/// `PropertyValue`, because a generic parameter named `Value` would become the `Keyframes.Value`
/// of the track (which must be `Root`). Code using SwiftUI's initialisers never names them.
public struct KeyframeTrack<Root, PropertyValue, Content: KeyframeTrackContent>: Keyframes
where PropertyValue == Content.Value {
    /// A track animates its root type.
    public typealias Value = Root

    @usableFromInline let keyPath: WritableKeyPath<Root, PropertyValue>
    @usableFromInline let keyframes: [_ResolvedKeyframe<PropertyValue>]

    /// A track animating the property at `keyPath` through the keyframes of `content`.
    @inlinable
    public init(
        _ keyPath: WritableKeyPath<Root, PropertyValue>,
        @KeyframeTrackContentBuilder<PropertyValue> content: () -> Content
    ) {
        self.keyPath = keyPath
        var keyframes: [_ResolvedKeyframe<PropertyValue>] = []
        content()._appendKeyframes(to: &keyframes)
        self.keyframes = keyframes
    }

    /// A track animating the whole root value.
    @inlinable
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == PropertyValue {
        self.init(\Root.self, content: content)
    }

    /// A track is its own body.
    @inlinable
    public var body: Self { self }

    @inlinable
    public func _appendTracks(to tracks: inout [_KeyframeTrackFactory<Root>]) {
        let keyPath = keyPath
        let keyframes = keyframes
        tracks.append(_KeyframeTrackFactory { root in
            let curve = KeyframeCurve(initialValue: root[keyPath: keyPath], keyframes: keyframes)
            return KeyframeTrackEvaluator(
                duration: curve.duration, boundaryTimes: curve.boundaryTimes,
                changesAfterItsEnd: curve.changesAfterItsEnd
            ) { root, time in
                root[keyPath: keyPath] = curve.value(at: time)
            }
        })
    }
}
