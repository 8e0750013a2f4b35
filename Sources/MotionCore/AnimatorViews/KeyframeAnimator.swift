import MotionAnimation

/// A container that animates its content with keyframes [A]; see `KeyframeAnimatorView` for the
/// rules.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, BuiltinView
where Value == KeyframePath.Value {
    public typealias Body = Never
    private let animator: KeyframeAnimatorView<Value>

    /// Loops the keyframes from when the view appears (`repeating: true`), or shows the initial
    /// value (`false`) [A].
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        animator = KeyframeAnimatorView(
            initialValue: initialValue, repeating: repeating, triggerChanged: nil, trigger: nil, content: content,
            timeline: { value in KeyframeTimeline(initialValue: value) { keyframes(value) } })
    }

    /// Plays the keyframes each time `trigger` changes [A].
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        animator = KeyframeAnimatorView(
            initialValue: initialValue, repeating: false, triggerChanged: triggerComparison(trigger), trigger: trigger,
            content: content, timeline: { value in KeyframeTimeline(initialValue: value) { keyframes(value) } })
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        animator.walk(walk, context)
    }
}

extension View {
    /// Loops the keyframes, applying the effects in `content` to this view [A].
    public func keyframeAnimator<Value, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        let placeholder = PlaceholderContentView(content: self)
        return KeyframeAnimatorView(
            initialValue: initialValue, repeating: repeating, triggerChanged: nil, trigger: nil,
            content: { content(placeholder, $0) },
            timeline: { value in KeyframeTimeline(initialValue: value) { keyframes(value) } })
    }

    /// Plays the keyframes each time `trigger` changes, applying the effects in `content` to this
    /// view [A].
    public func keyframeAnimator<Value, K: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        let placeholder = PlaceholderContentView(content: self)
        return KeyframeAnimatorView(
            initialValue: initialValue, repeating: false, triggerChanged: triggerComparison(trigger), trigger: trigger,
            content: { content(placeholder, $0) },
            timeline: { value in KeyframeTimeline(initialValue: value) { keyframes(value) } })
    }
}
