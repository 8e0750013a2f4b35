/// What a fluid spring keeps in its `AnimationState` between frames (SEMANTICS.md, "Animations", [O]).
///
/// Everything is in delta space and starts at zero, including the force: the first step does
/// not start from k·target.
struct FluidSpringState<V: VectorArithmetic>: AnimationStateKey {
    /// The position x along the interval.
    var offset: V = .zero
    /// The velocity v, per second.
    var velocity: V = .zero
    /// The force (acceleration, unit mass) a, per second².
    var force: V = .zero
    /// The integrator's clock: elapsed seconds, a sum of 1/300 s steps.
    var time: Double = 0
    /// Elapsed seconds at the start or the last merge; logical completion is measured from here.
    var startTime: Double = 0
    /// Elapsed seconds at which a response blend began.
    var blendStart: Double = 0
    /// Previous response minus this spring's response, in seconds; zero when not blending.
    var blendInterval: Double = 0

    static var defaultValue: FluidSpringState<V> { FluidSpringState() }
}
