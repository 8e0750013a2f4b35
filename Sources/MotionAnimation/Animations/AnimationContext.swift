/// What an animation sees besides its interval and elapsed time: its state and its logical
/// completion flag.
///
/// Same shape as SwiftUI's `AnimationContext` [A], without `environment`: MotionCore's
/// animation layer sits below the view layer, so there are no `EnvironmentValues` to read here.
public struct AnimationContext<Value: VectorArithmetic> {
    /// Values the animation keeps between frames.
    public var state: AnimationState<Value>

    private var logicallyComplete: Bool

    /// Whether the animation has logically completed.
    ///
    /// An animation sets this to `true` once, when it is "done" from the user's point of view
    /// even if it keeps moving (a spring at its response). Setting it back to `false` is
    /// ignored [A]. If it is never set, logical completion happens when `animate` returns `nil`.
    public var isLogicallyComplete: Bool {
        get { logicallyComplete }
        set { if newValue { logicallyComplete = true } }
    }

    /// A context with an empty state, not logically complete. `package`, not public: SwiftUI
    /// offers no way to make one; the animator, tests and the benchmark need it.
    package init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.logicallyComplete = isLogicallyComplete
    }

    /// A context for another value type with `state`, keeping this context's completion flag [A].
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: logicallyComplete)
    }

    /// Clears the completion flag. Only the animator does this, when a new change takes the
    /// context over (a merge), so that the new change's logical completion is observed afresh.
    mutating func resetLogicalCompletion() {
        logicallyComplete = false
    }
}
