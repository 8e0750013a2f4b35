import TraceFormat

/// A spring found in a snippet's animations, with its equivalent forms as the trace carries
/// them: computed by the engine's `Spring` when the snippet ran (never by formulas of the site).
///
/// Springs are the parts of the animation events' parameters (`Trace.AnimationParameters`,
/// format `motionbook-trace/2`) that have a `spring`: fluid springs (`.spring`, `.smooth`,
/// `.snappy`, `.bouncy`, `spring(duration:bounce:)`, `interactiveSpring`, each written as
/// `spring(response: R, dampingFraction: Z…)`), interpolating springs and `default`. An animation
/// may wrap springs (`spring(…).delay(0.2)`, a combination); each spring inside it counts, in
/// the order its description writes them. A `motionbook-trace/1` trace has no parameters, so no
/// springs.
struct SpringForms: Equatable {
    /// The call as the description wrote it (`spring(response: 0.5, dampingFraction: 0.825)`).
    var written: String
    var spring: Trace.SpringParameters

    /// Perceptual duration (s) and bounce (−1…1), [A] `Spring.duration`, `Spring.bounce`.
    var duration: Double { spring.duration }
    var bounce: Double { spring.bounce }
    /// Response (s) and damping ratio, [A] `Spring.response`, `Spring.dampingRatio`.
    var response: Double { spring.response }
    var dampingRatio: Double { spring.dampingFraction }
    /// Mass, stiffness (N/m-like, per s²) and damping (per s), [A].
    var mass: Double { spring.mass }
    var stiffness: Double { spring.stiffness }
    var damping: Double { spring.damping }
    /// Seconds until the motion stays within the engine's default epsilon of its target.
    var settlingDuration: Double { spring.settlingDuration }

    /// Every distinct spring (by its written text) in `animations`, in order of first appearance.
    static func springs(in animations: [Trace.AnimationParameters]) -> [SpringForms] {
        var found: [SpringForms] = []
        for animation in animations {
            for call in calls(in: animation) where !found.contains(where: { $0.written == call.written }) {
                found.append(call)
            }
        }
        return found
    }

    /// The springs of one animation, in the order of its description.
    static func calls(in animation: Trace.AnimationParameters) -> [SpringForms] {
        animation.allParts.compactMap { part in part.spring.map { SpringForms(written: part.description, spring: $0) } }
    }
}
