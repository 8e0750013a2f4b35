import Foundation

/// The builder that creates keyframe track content from the keyframes in a closure
/// [A `KeyframeTrackContentBuilder`]: a sequence, `if`/`else`, `if` alone and `for` loops.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe or other content, as written.
    @inlinable
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// No keyframes.
    @inlinable
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        KeyframeList<Value> { _ in }
    }

    /// The first piece of content in a block.
    @inlinable
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    /// The content so far followed by the next piece.
    @inlinable
    public static func buildPartialBlock<Accumulated: KeyframeTrackContent, Next: KeyframeTrackContent>(
        accumulated: Accumulated, next: Next
    ) -> some KeyframeTrackContent<Value> where Accumulated.Value == Value, Next.Value == Value {
        KeyframeList { accumulated._appendKeyframes(to: &$0); next._appendKeyframes(to: &$0) }
    }

    /// The content of every iteration of a `for` loop, in order.
    @inlinable
    public static func buildArray<K: KeyframeTrackContent>(_ components: [K]) -> some KeyframeTrackContent<Value>
    where K.Value == Value {
        KeyframeList { keyframes in components.forEach { $0._appendKeyframes(to: &keyframes) } }
    }

    /// The content of an `if` without `else`: nothing when the condition is false.
    @inlinable
    public static func buildOptional<K: KeyframeTrackContent>(_ component: K?) -> some KeyframeTrackContent<Value>
    where K.Value == Value {
        KeyframeList { component?._appendKeyframes(to: &$0) }
    }

    /// The `if` branch of an `if`/`else`.
    @inlinable
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first: First
    ) -> Conditional<Value, First, Second> {
        Conditional(storage: .first(first))
    }

    /// The `else` branch of an `if`/`else`.
    @inlinable
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second: Second
    ) -> Conditional<Value, First, Second> {
        Conditional(storage: .second(second))
    }

    /// Content under `if #available`.
    @inlinable
    public static func buildLimitedAvailability<K: KeyframeTrackContent>(_ component: K) -> some KeyframeTrackContent<Value>
    where K.Value == Value {
        component
    }

    /// Content that is one of two alternatives, from an `if`/`else` [A].
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
        KeyframeTrackContent
    where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        public typealias Value = ConditionalValue

        @usableFromInline
        enum Storage {
            case first(First)
            case second(Second)
        }

        @usableFromInline let storage: Storage

        @inlinable
        init(storage: Storage) { self.storage = storage }

        /// The conditional content is its own body.
        @inlinable
        public var body: Self { self }

        @inlinable
        public func _appendKeyframes(to keyframes: inout [_ResolvedKeyframe<ConditionalValue>]) {
            switch storage {
            case .first(let content): content._appendKeyframes(to: &keyframes)
            case .second(let content): content._appendKeyframes(to: &keyframes)
            }
        }
    }
}

/// A flat list of keyframes: what blocks, loops and optionals build.
@usableFromInline
struct KeyframeList<Value: Animatable>: KeyframeTrackContent {
    @usableFromInline let keyframes: [_ResolvedKeyframe<Value>]

    /// The keyframes `collect` appends to an empty list.
    @inlinable
    init(_ collect: (inout [_ResolvedKeyframe<Value>]) -> Void) {
        var keyframes: [_ResolvedKeyframe<Value>] = []
        collect(&keyframes)
        self.keyframes = keyframes
    }

    @inlinable
    var body: Self { self }

    @inlinable
    func _appendKeyframes(to keyframes: inout [_ResolvedKeyframe<Value>]) {
        keyframes.append(contentsOf: self.keyframes)
    }
}
