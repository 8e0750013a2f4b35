import Foundation

/// A type that defines changes to a value over time [A `Keyframes`]: one or more keyframe
/// tracks over a root value.
public protocol Keyframes<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value = Self.Body.Value
    /// The type of the body.
    associatedtype Body: Keyframes

    /// The composition of tracks that make up these keyframes.
    @KeyframesBuilder<Value> var body: Body { get }

    /// Appends these keyframes' tracks, in declaration order (MotionCore's evaluation hook).
    func _appendTracks(to tracks: inout [_KeyframeTrackFactory<Value>])
}

extension Keyframes where Body.Value == Value {
    /// Keyframes defined by their body contribute their body's tracks.
    @inlinable
    public func _appendTracks(to tracks: inout [_KeyframeTrackFactory<Value>]) {
        body._appendTracks(to: &tracks)
    }
}

/// Makes a track's evaluator once the root's initial value is known.
public struct _KeyframeTrackFactory<Root> {
    @usableFromInline let make: (Root) -> KeyframeTrackEvaluator<Root>

    @inlinable
    init(make: @escaping (Root) -> KeyframeTrackEvaluator<Root>) { self.make = make }
}

/// One track bound to a starting root value: its duration and boundaries (seconds), whether its
/// value still changes after its end instant, and how it writes its value at a time into a root
/// value.
@usableFromInline
struct KeyframeTrackEvaluator<Root> {
    @usableFromInline let duration: Double
    @usableFromInline let boundaryTimes: [Double]
    @usableFromInline let changesAfterItsEnd: Bool
    @usableFromInline let apply: (inout Root, Double) -> Void

    @inlinable
    init(
        duration: Double, boundaryTimes: [Double], changesAfterItsEnd: Bool,
        apply: @escaping (inout Root, Double) -> Void
    ) {
        self.duration = duration
        self.boundaryTimes = boundaryTimes
        self.changesAfterItsEnd = changesAfterItsEnd
        self.apply = apply
    }
}
