import Foundation

/// `animation.delay(d)`: the base animation, `d` seconds later (SEMANTICS.md, "Repeat, delay, speed", [O]
/// `DelayAnimation`). During the delay the base runs at time 0, so the start value is shown;
/// logical completion and the end come from the base at the shifted time.
struct DelayAnimation: ModifierAnimation {
    /// The delayed animation.
    var base: Animation
    /// The delay in seconds.
    var delay: Double

    var parameters: Double { delay }
    func clockRate(at time: Double) -> Double { time < delay ? 0 : 1 }

    /// The base's time for elapsed `time`: max(0, time − delay).
    func baseTime(_ time: Double) -> Double { max(0, time - delay) }
}

extension DelayAnimation: CustomStringConvertible {
    var description: String { "\(base).delay(\(AnimationNumberFormat.string(delay)))" }
}

extension Animation {
    /// This animation, starting `delay` seconds later [A]. Modifiers wrap everything written
    /// before them: `.easeIn.delay(1).repeatCount(3)` delays every iteration (SEMANTICS.md, "Repeat, delay, speed").
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayAnimation(base: self, delay: delay))
    }
}
