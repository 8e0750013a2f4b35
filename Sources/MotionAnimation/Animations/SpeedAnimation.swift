import Foundation

/// `animation.speed(s)`: the base animation with its clock multiplied by `s`
/// (SEMANTICS.md, "Repeat, delay, speed", [O] `SpeedAnimation`); its velocity is multiplied by `s` too.
struct SpeedAnimation: ModifierAnimation {
    /// The animation whose clock is scaled.
    var base: Animation
    /// The factor applied to elapsed time.
    var speed: Double

    var parameters: Double { speed }
    func clockRate(at time: Double) -> Double { speed }

    /// The base's time for elapsed `time`: time × speed.
    func baseTime(_ time: Double) -> Double { time * speed }
}

extension SpeedAnimation: CustomStringConvertible {
    var description: String { "\(base).speed(\(AnimationNumberFormat.string(speed)))" }
}

extension Animation {
    /// This animation played `speed` times as fast [A] (2 halves its duration).
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(base: self, speed: speed))
    }
}
