import Foundation
import MotionAnimation

/// How a scroll transition follows scrolling [A `ScrollTransitionConfiguration`]: whether it
/// interpolates or animates between phases (recorded: the phase here is discrete) and the
/// threshold at which the view counts as fully visible (simulated: it decides the phase).
public struct ScrollTransitionConfiguration: Sendable {
    let name: String
    /// The curve of an interactive transition between phases (recorded).
    var timingCurve: UnitCurve? = nil
    /// Where the view counts as fully visible; `.visible` unless set.
    var threshold: Threshold = .visible

    /// Interpolates the effect as the view scrolls in, with an ease-in-out curve [A].
    public static let interactive = ScrollTransitionConfiguration(name: "interactive", timingCurve: .easeInOut)
    /// Animates the effect when the view crosses the threshold [A].
    public static let animated = ScrollTransitionConfiguration(name: "animated")
    /// Leaves the view as it is [A].
    public static let identity = ScrollTransitionConfiguration(name: "identity")

    /// Interpolates the effect as the view scrolls in, paced by `timingCurve` [A].
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(name: "interactive", timingCurve: timingCurve)
    }
    /// Animates the effect with `animation` when the view crosses the threshold [A].
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
    /// This configuration with the view counting as fully visible at `threshold` [A].
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }
    /// This configuration animated with `animation` [A] (recorded).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// A point on a view's way into its container, from hidden (touching the container's edge from
    /// outside) to fully visible and on to centred [A `ScrollTransitionConfiguration.Threshold`].
    /// It is a depth into the container, points: `viewFraction` of the view's length plus
    /// `containerFraction` of the container's plus `points`, measured from the edge the view
    /// comes in by to the view's far edge ([GUESS] the linear model; `inset(by:)` and
    /// `interpolated(towards:amount:)` follow from it).
    public struct Threshold: Sendable, Equatable {
        var viewFraction: Double
        var containerFraction: Double
        var points: Double

        /// The view's far edge on the container's edge: it is just hidden [A].
        public static let hidden = Threshold(viewFraction: 0, containerFraction: 0, points: 0)
        /// The whole view inside the container [A].
        public static let visible = Threshold(viewFraction: 1, containerFraction: 0, points: 0)
        /// The view's centre on the container's centre [A].
        public static var centered: Threshold { Threshold(viewFraction: 0.5, containerFraction: 0.5, points: 0) }

        /// `amount` of the view inside the container (0 hidden, 1 fully visible; clamped) [A].
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(viewFraction: min(max(amount, 0), 1), containerFraction: 0, points: 0)
        }

        /// This threshold `distance` points closer to the container's centre (negative: further) [A].
        public func inset(by distance: Double) -> Threshold {
            Threshold(viewFraction: viewFraction, containerFraction: containerFraction, points: points + distance)
        }

        /// This threshold moved `amount` of the way to `other` (0 this, 1 `other`) [A].
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(
                viewFraction: viewFraction + (other.viewFraction - viewFraction) * amount,
                containerFraction: containerFraction + (other.containerFraction - containerFraction) * amount,
                points: points + (other.points - points) * amount)
        }

        /// The depth, points, the view's far edge must reach inside the container.
        func depth(viewLength: Double, containerLength: Double) -> Double {
            viewFraction * viewLength + containerFraction * containerLength + points
        }
    }
}
