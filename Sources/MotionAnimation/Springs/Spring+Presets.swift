import Foundation

extension Spring {
    /// A smooth spring with no bounce: duration 0.5 s, bounce 0 [A], SEMANTICS.md, "Animations" ([R] `preset()`).
    public static let smooth = Spring(duration: 0.5, bounce: 0)

    /// A spring with a small bounce: duration 0.5 s, bounce 0.15 [A], SEMANTICS.md, "Animations".
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)

    /// A spring with a visible bounce: duration 0.5 s, bounce 0.3 [A], SEMANTICS.md, "Animations".
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A smooth spring: bounce 0 + `extraBounce` [A], SEMANTICS.md, "Animations".
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0 + extraBounce)
    }

    /// A snappy spring: bounce 0.15 + `extraBounce` [A], SEMANTICS.md, "Animations".
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring: bounce 0.3 + `extraBounce` [A], SEMANTICS.md, "Animations".
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
