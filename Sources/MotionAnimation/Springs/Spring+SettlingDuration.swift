import Foundation

extension Spring {
    /// Scan step of the settling estimate for critically and overdamped springs, seconds
    /// (SEMANTICS.md, "Springs", [O]).
    static let settlingScanStep = 0.1
    /// At most this many scan steps (SEMANTICS.md, "Springs", [O]).
    static let settlingScanMaxSteps = 1024
    /// The value must stay within ε for more than this long, seconds (SEMANTICS.md, "Springs", [O]).
    static let settlingHoldDuration = 1.0
    /// The ε of the `settlingDuration` property [A] ("an epsilon of 0.001").
    static let defaultSettlingEpsilon = 0.001

    /// The estimated time in seconds for a unit spring (target 1, initial velocity 0) to come
    /// to rest within 0.001 [A `settlingDuration`], SEMANTICS.md, "Springs".
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0, epsilon: Spring.defaultSettlingEpsilon)
    }

    /// The estimated time in seconds for the spring to be at rest within `epsilon` of `target`
    /// [A `settlingDuration(target:initialVelocity:epsilon:)`], SEMANTICS.md, "Springs" ([O]):
    /// - λ = 0: +∞;
    /// - underdamped: max(0, −ln(ε / (|λ·target − v₀| + |target|)) / λ);
    /// - otherwise a scan at multiples of 0.1 s (at most 1024 steps): the earliest scanned time
    ///   after which |value(t) − target| stays below ε for more than 1 s of further scanning,
    ///   or 0 if there is none.
    /// For vectors |·| is the Euclidean length, √magnitudeSquared.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        settlingTime(target: target, initialVelocity: initialVelocity, epsilon: epsilon)
    }

    /// The estimate shared by every `settlingDuration` overload.
    func settlingTime<V: VectorArithmetic>(target: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        let λ = decayConstant
        if λ == 0 { return .infinity }
        if angularFrequency > 0 {
            let amplitude = (target.scaled(by: λ) - initialVelocity).magnitudeSquared.squareRoot()
                + target.magnitudeSquared.squareRoot()
            return max(0, -log(epsilon / amplitude) / λ)
        }
        var settledSince: Double?
        for step in 0..<Spring.settlingScanMaxSteps {
            let time = Double(step) * Spring.settlingScanStep
            let distance = (value(target: target, initialVelocity: initialVelocity, time: time) - target)
                .magnitudeSquared.squareRoot()
            if distance < epsilon {
                let start = settledSince ?? time
                if time - start > Spring.settlingHoldDuration { return start }
                settledSince = start
            } else {
                settledSince = nil
            }
        }
        return 0
    }

    /// `settlingDuration(target:initialVelocity:epsilon:)` for a `Double` [A].
    public func settlingDuration(target: Double, initialVelocity: Double = 0, epsilon: Double) -> TimeInterval {
        settlingTime(target: target, initialVelocity: initialVelocity, epsilon: epsilon)
    }

    /// The settling time of a spring travelling from `fromValue` to `toValue`, on the
    /// animatable data [A].
    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData,
                         initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }
}
