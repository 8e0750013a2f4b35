import Foundation

/// The builder that combines keyframe tracks (or, for a single root track, bare keyframes)
/// [A `KeyframesBuilder`].
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// A track or other keyframes, as written.
    @inlinable
    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// A keyframe written directly in the timeline: part of one track over the whole value.
    @inlinable
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// No tracks.
    @inlinable
    public static func buildBlock() -> some Keyframes<Value> {
        KeyframeTrackList<Value>(tracks: [])
    }

    /// The first track of a block.
    @inlinable
    public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value {
        first
    }

    /// The tracks so far and the next one.
    @inlinable
    public static func buildPartialBlock<Accumulated: Keyframes, Next: Keyframes>(
        accumulated: Accumulated, next: Next
    ) -> some Keyframes<Value> where Accumulated.Value == Value, Next.Value == Value {
        KeyframeTrackList { accumulated._appendTracks(to: &$0); next._appendTracks(to: &$0) }
    }

    /// The first bare keyframe of a block.
    @inlinable
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    /// The bare keyframes so far and the next one.
    @inlinable
    public static func buildPartialBlock<Accumulated: KeyframeTrackContent, Next: KeyframeTrackContent>(
        accumulated: Accumulated, next: Next
    ) -> some KeyframeTrackContent<Value> where Accumulated.Value == Value, Next.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildPartialBlock(accumulated: accumulated, next: next)
    }

    /// The tracks of every iteration of a `for` loop.
    @inlinable
    public static func buildArray<K: Keyframes>(_ components: [K]) -> some Keyframes<Value> where K.Value == Value {
        KeyframeTrackList { tracks in components.forEach { $0._appendTracks(to: &tracks) } }
    }

    /// The bare keyframes of every iteration of a `for` loop, in order, in a single root track
    /// [A `KeyframesBuilder.buildArray(_:)`].
    @inlinable
    public static func buildArray<K: KeyframeTrackContent>(_ components: [K]) -> some KeyframeTrackContent<Value>
    where K.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildArray(components)
    }

    /// The `if` branch of an `if`/`else` of bare keyframes in a single root track
    /// [A `KeyframesBuilder.buildEither(first:)`].
    @inlinable
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first component: First
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    /// The `else` branch of an `if`/`else` of bare keyframes in a single root track
    /// [A `KeyframesBuilder.buildEither(second:)`].
    @inlinable
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second component: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    /// The tracks of an `if` without `else`.
    @inlinable
    public static func buildOptional<K: Keyframes>(_ component: K?) -> some Keyframes<Value> where K.Value == Value {
        KeyframeTrackList { component?._appendTracks(to: &$0) }
    }

    /// The `if` branch of an `if`/`else`.
    @inlinable
    public static func buildEither<First: Keyframes, Second: Keyframes>(first: First) -> some Keyframes<Value>
    where First.Value == Value, Second.Value == Value {
        KeyframeTrackList { first._appendTracks(to: &$0) }
    }

    /// The `else` branch of an `if`/`else`.
    @inlinable
    public static func buildEither<First: Keyframes, Second: Keyframes>(second: Second) -> some Keyframes<Value>
    where First.Value == Value, Second.Value == Value {
        KeyframeTrackList { second._appendTracks(to: &$0) }
    }

    /// Tracks, unchanged.
    @inlinable
    public static func buildFinalResult<K: Keyframes>(_ component: K) -> K where K.Value == Value {
        component
    }

    /// Bare keyframes become one track over the whole value.
    @inlinable
    public static func buildFinalResult<K: KeyframeTrackContent>(_ component: K) -> KeyframeTrack<Value, Value, K>
    where K.Value == Value {
        KeyframeTrack { component }
    }
}

/// The tracks a block, loop or condition builds, in declaration order.
@usableFromInline
struct KeyframeTrackList<Value>: Keyframes {
    @usableFromInline let tracks: [_KeyframeTrackFactory<Value>]

    @inlinable
    init(tracks: [_KeyframeTrackFactory<Value>]) { self.tracks = tracks }

    /// The tracks `collect` appends to an empty list.
    @inlinable
    init(_ collect: (inout [_KeyframeTrackFactory<Value>]) -> Void) {
        var tracks: [_KeyframeTrackFactory<Value>] = []
        collect(&tracks)
        self.tracks = tracks
    }

    @inlinable
    var body: Self { self }

    @inlinable
    func _appendTracks(to tracks: inout [_KeyframeTrackFactory<Value>]) {
        tracks.append(contentsOf: self.tracks)
    }
}
