extension Trace {
    /// An animation's parameters as data, beside its description text (`Event.animation`): what
    /// the engine's animation is made of, so that a reader needs neither the engine nor a parser
    /// of descriptions (format `motionbook-trace/2`).
    ///
    /// One value per animation part. A modifier (`delay`, `speed`, `repeatCount`,
    /// `repeatForever`, `logicallyComplete`) holds the animation it wraps in ``animations``; a
    /// combination of interrupted animations holds all of them, oldest first, with
    /// ``beginTimes``. Which of the optional fields a part has depends on its ``kind`` (see
    /// ``Kind``); every other field is nil. Durations and times are in seconds.
    public struct AnimationParameters: Codable, Equatable, Sendable {
        /// What a part is.
        public enum Kind: String, Codable, Sendable, CaseIterable {
            /// A fluid spring (`.spring`, `.smooth`, `.snappy`, `.bouncy`, `interactiveSpring`,
            /// `spring(duration:bounce:)` …): ``response``, ``dampingFraction``,
            /// ``blendDuration`` and its ``spring``.
            case spring
            /// `interpolatingSpring`: ``mass``, ``stiffness``, ``damping``,
            /// ``initialVelocity`` and its ``spring``.
            case interpolatingSpring
            /// `Animation.default`, SwiftUI's animation when none is given: the fluid spring's
            /// fields of the spring it animates with.
            case `default`
            /// A timing curve (`linear`, `easeIn`, `easeOut`, `easeInOut`, `timingCurve`):
            /// ``duration`` and ``curve``.
            case timingCurve
            /// `delay(_:)`: ``delay`` and the delayed animation.
            case delay
            /// `speed(_:)`: ``speed`` and the animation whose clock it scales.
            case speed
            /// `repeatCount(_:autoreverses:)`: ``repeatCount``, ``autoreverses`` and the
            /// repeated animation.
            case repeatCount
            /// `repeatForever(autoreverses:)`: ``autoreverses`` and the repeated animation.
            case repeatForever
            /// `logicallyComplete(after:)`: ``duration`` (seconds to logical completion) and
            /// the animation.
            case logicallyComplete
            /// Animations that interrupted one another without merging, blended together:
            /// ``animations`` oldest first, each begun at its entry of ``beginTimes``.
            case combined
            /// What a change without animation runs when it tracks velocity; no parameters.
            case velocityTracking
            /// Any other animation (a `CustomAnimation` of the snippet's own): only its
            /// ``description``.
            case custom
        }

        public var kind: Kind
        /// This part as SwiftUI code would write it, in the description's style
        /// (`spring(response: 0.5, dampingFraction: 0.825)`); for the whole animation the same
        /// text as `Event.animation`.
        public var description: String

        /// A fluid spring's response in seconds.
        public var response: Double?
        /// A fluid spring's damping fraction ζ (1 is critical damping).
        public var dampingFraction: Double?
        /// Seconds over which a fluid spring blends a change of response after a merge.
        public var blendDuration: Double?
        /// An interpolating spring's mass m.
        public var mass: Double?
        /// An interpolating spring's stiffness k, per s² for unit mass.
        public var stiffness: Double?
        /// An interpolating spring's damping c, per s for unit mass.
        public var damping: Double?
        /// An interpolating spring's initial velocity, in fractions of the interval per second.
        public var initialVelocity: Double?
        /// The spring a spring part moves with, in all of its equivalent forms, as the
        /// engine's `Spring` computes them; nil for a spring the engine has no `Spring` for
        /// (a fluid spring with a response of 0, a spring without stiffness).
        public var spring: SpringParameters?

        /// A timing curve's duration, or the seconds after which `logicallyComplete` reports
        /// logical completion.
        public var duration: Double?
        /// A timing curve's shape.
        public var curve: CurveParameters?
        /// A delay's seconds.
        public var delay: Double?
        /// A speed's factor on elapsed time.
        public var speed: Double?
        /// The legs of `repeatCount` (the reverse legs included).
        public var repeatCount: Int?
        /// Whether every other leg of a repetition runs backwards.
        public var autoreverses: Bool?
        /// The animations a modifier or a combination holds (one for a modifier).
        public var animations: [AnimationParameters]?
        /// A combination's elapsed seconds at which each of its animations began.
        public var beginTimes: [Double]?

        public init(
            kind: Kind, description: String, response: Double? = nil, dampingFraction: Double? = nil,
            blendDuration: Double? = nil, mass: Double? = nil, stiffness: Double? = nil, damping: Double? = nil,
            initialVelocity: Double? = nil, spring: SpringParameters? = nil, duration: Double? = nil,
            curve: CurveParameters? = nil, delay: Double? = nil, speed: Double? = nil, repeatCount: Int? = nil,
            autoreverses: Bool? = nil, animations: [AnimationParameters]? = nil, beginTimes: [Double]? = nil
        ) {
            self.kind = kind
            self.description = description
            self.response = response
            self.dampingFraction = dampingFraction
            self.blendDuration = blendDuration
            self.mass = mass
            self.stiffness = stiffness
            self.damping = damping
            self.initialVelocity = initialVelocity
            self.spring = spring
            self.duration = duration
            self.curve = curve
            self.delay = delay
            self.speed = speed
            self.repeatCount = repeatCount
            self.autoreverses = autoreverses
            self.animations = animations
            self.beginTimes = beginTimes
        }

        /// This part and every part inside it, depth first in the order of the description
        /// text (a modifier before the animation it wraps).
        public var allParts: [AnimationParameters] {
            [self] + (animations ?? []).flatMap(\.allParts)
        }
    }

    /// A spring in its equivalent forms, each as the engine's `Spring` computes it (SwiftUI's
    /// `Spring` getters of the same names): response/damping ratio, mass/stiffness/damping,
    /// perceptual duration/bounce, and its settling duration.
    public struct SpringParameters: Codable, Equatable, Sendable {
        /// `Spring.response`, seconds.
        public var response: Double
        /// `Spring.dampingRatio` (ζ; the damping fraction of `spring(response:dampingFraction:)`).
        public var dampingFraction: Double
        /// `Spring.mass`.
        public var mass: Double
        /// `Spring.stiffness`, per s² for unit mass.
        public var stiffness: Double
        /// `Spring.damping`, per s for unit mass.
        public var damping: Double
        /// `Spring.duration`, the perceptual duration in seconds.
        public var duration: Double
        /// `Spring.bounce`: 0 none, towards 1 more, negative overdamped.
        public var bounce: Double
        /// `Spring.settlingDuration`: seconds until the motion stays within the engine's default
        /// epsilon of its target (infinite for an undamped spring).
        public var settlingDuration: Double

        public init(
            response: Double, dampingFraction: Double, mass: Double, stiffness: Double, damping: Double,
            duration: Double, bounce: Double, settlingDuration: Double
        ) {
            self.response = response
            self.dampingFraction = dampingFraction
            self.mass = mass
            self.stiffness = stiffness
            self.damping = damping
            self.duration = duration
            self.bounce = bounce
            self.settlingDuration = settlingDuration
        }
    }

    /// The shape of a timing curve: its name when it has one and its cubic Bézier control
    /// points when it is one.
    public struct CurveParameters: Codable, Equatable, Sendable {
        /// `linear`, `easeIn`, `easeOut`, `easeInOut` (whichever way they were written),
        /// `circularEaseIn`, `circularEaseOut`, `circularEaseInOut`; nil for other control points.
        public var name: String?
        /// The control points x1, y1, x2, y2 of the Bézier from (0, 0) to (1, 1), in the order
        /// of `timingCurve(_:_:_:_:duration:)`; nil for the circular curves, which are not Béziers.
        public var controlPoints: [Double]?

        public init(name: String?, controlPoints: [Double]?) {
            self.name = name
            self.controlPoints = controlPoints
        }
    }
}
