import Foundation

/// The runtime model behind `.spring`, `.smooth`, `.snappy`, `.bouncy` and `interactiveSpring`:
/// a spring integrated numerically frame by frame, which always merges with the animation it
/// interrupts and so keeps its position, velocity and force (SEMANTICS.md, "Animations", from [O]
/// `FluidSpringAnimation`).
///
/// Each `animate` call advances a velocity-Verlet integrator in fixed steps of 1/300 s until its
/// clock reaches the requested time; the returned value is the integrator's position at the
/// first step at or after that time (nothing is interpolated). See `FluidSpringStep` for the step
/// and `FluidSpringState` for what is kept between frames.
struct FluidSpringAnimation: CustomAnimation {
    /// The spring's response in seconds: 2π/√stiffness for unit mass, the `duration` of the
    /// duration/bounce API and the time of logical completion.
    var response: Double
    /// The damping ratio ζ: damping = 2√stiffness·ζ (1 is critical damping).
    var dampingFraction: Double
    /// Seconds over which a change of response caused by a merge is blended in [A].
    var blendDuration: Double

    /// The largest stiffness used, in s⁻²; also the stiffness of a response ≤ 0, which [A]
    /// calls "an infinitely-stiff spring" (SEMANTICS.md, "Decisions": capped, not [O]'s 1.0). [O]
    static let maximumStiffness: Double = 45_000
    /// If more than this many seconds passed since the last evaluation, the integrator skips
    /// ahead and integrates only the last 1/60 s (the catch-up guard of [O]).
    static let catchUpLimit: Double = 1.0
    /// Seconds integrated after a catch-up. [O]
    static let catchUpInterval: Double = 1.0 / 60.0
    /// The spring stops only when max(|v|², |a|²) is at most this (|v| and |a| ≤ 0.06 in the
    /// animatable data's own units per second, and per second²). Absolute, not relative. [O]
    static let restingMotionSquared: Double = 0.0036
    /// …and when the remaining distance is within this fraction of the whole interval. [O]
    static let restingDistanceFraction: Double = 0.01

    /// The response in effect at `time`, blending from the previous spring's response after a
    /// merge: r(t) = response + blendInterval·(1 − s(p)), s(p) = p²(3 − 2p), with
    /// p = (t − blendStart)/blendDuration clamped to [0, 1] (SEMANTICS.md, "Animations"; the clamp of p is our
    /// reading of [O], SEMANTICS.md, "Decisions").
    func effectiveResponse<V>(at time: Double, state: FluidSpringState<V>) -> Double {
        guard blendDuration > 0, state.blendInterval != 0 else { return response }
        let progress = min(max((time - state.blendStart) / blendDuration, 0), 1)
        let smoothstep = progress * progress * (3 - 2 * progress)
        return response + state.blendInterval * (1 - smoothstep)
    }

    /// The stiffness for a response `r` in seconds: (2π/r)² for unit mass, at most
    /// `maximumStiffness`; a response ≤ 0 gets the maximum.
    static func stiffness(response r: Double) -> Double {
        guard r > 0 else { return maximumStiffness }
        let frequency = 2 * Double.pi / r
        return min(frequency * frequency, maximumStiffness)
    }

    /// The spring's offset at `time`. The specialised entry points only forward to `advance`, so
    /// the check that picks one runs before the generic body asks the Swift runtime for the
    /// metadata of its locals (as `PropertyAnimator`'s entry points do).
    @_specialize(exported: false, kind: full, where V == Double)
    @_specialize(exported: false, kind: full, where V == CGFloat)
    @_specialize(exported: false, kind: full, where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(exported: false, kind: full, where V == CGRect.AnimatableData)
    @_specialize(exported: false, kind: full, where V == Color.Resolved.AnimatableData)
    @_specialize(exported: false, kind: full, where V == AnimatablePair<CGRect.AnimatableData, Color.Resolved.AnimatableData>)
    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        advance(value: value, time: time, context: &context)
    }

    @inline(never)
    private func advance<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        var state = context.state[FluidSpringState<V>.self]
        let r = effectiveResponse(at: time, state: state)
        let stiffness = Self.stiffness(response: r)
        let step = FluidSpringStep(
            stiffness: stiffness, damping: 2 * stiffness.squareRoot() * dampingFraction)
        if time - state.startTime >= r {
            context.isLogicallyComplete = true
        }
        if time - state.time > Self.catchUpLimit {
            state.time = time - Self.catchUpInterval
        }
        step.advance(&state, to: time, target: value)
        context.state[FluidSpringState<V>.self] = state
        return Self.isResting(state, target: value) ? nil : state.offset
    }

    /// Whether the spring has come to rest: slow, weak and within 1% of `target` (a zero interval
    /// is at rest at once). [O]
    static func isResting<V: VectorArithmetic>(_ state: FluidSpringState<V>, target: V) -> Bool {
        let motion = max(state.velocity.magnitudeSquared, state.force.magnitudeSquared)
        guard motion <= restingMotionSquared else { return false }
        let tolerance = target.scaled(by: restingDistanceFraction).magnitudeSquared
        let remaining = (target - state.offset).magnitudeSquared
        return !(tolerance > 0 && tolerance < remaining)
    }

    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        context.state[FluidSpringState<V>.self].velocity
    }

    /// Always merges (SEMANTICS.md, "Animations"): the spring continues from where `previous` is at `time`, with its
    /// velocity (when it reports one) and, if it was a spring, its force; its logical clock
    /// restarts at `time`. If `previous` was a fluid spring with another response, the response
    /// is blended over `blendDuration`.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        // Bring the previous animation to `time` first, so that position, velocity and force
        // are all read at the merge instant (SEMANTICS.md, "Decisions": fluid springs).
        let position = previous.animate(value: value, time: time, context: &context) ?? value
        var state = context.state[FluidSpringState<V>.self]
        if let velocity = previous.velocity(value: value, time: time, context: context) {
            state.velocity = velocity
        }
        state.offset = position
        state.time = time
        state.startTime = time
        if let spring = previous.fluidSpring, spring.response != response {
            state.blendInterval = spring.response - response
            state.blendStart = time
        }
        context.state[FluidSpringState<V>.self] = state
        return true
    }
}

extension Animation {
    /// The fluid spring this animation is, directly or as `.default`.
    var fluidSpring: FluidSpringAnimation? {
        self.as(FluidSpringAnimation.self) ?? self.as(DefaultAnimation.self)?.base.fluidSpring
    }
}

extension FluidSpringAnimation: CustomStringConvertible {
    /// `spring(response: 0.5, dampingFraction: 0.825)`, with `, blendDuration: …` when it is
    /// not zero.
    var description: String {
        var text = "spring(response: \(AnimationNumberFormat.string(response)), "
            + "dampingFraction: \(AnimationNumberFormat.string(dampingFraction))"
        if blendDuration != 0 {
            text += ", blendDuration: \(AnimationNumberFormat.string(blendDuration))"
        }
        return text + ")"
    }
}
