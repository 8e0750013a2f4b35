import Foundation
import MotionAnimation

/// An insettable shape that is a rectangle with four rounded corners and tells their styles
/// [A], so that a container with it as `containerShape` can have concentric corners inside.
/// `Rectangle`, `RoundedRectangle`, `Capsule` and `Circle` are ones.
public protocol RoundedRectangularShape: InsettableShape {
    typealias Corners = RoundedRectangularShapeCorners
    /// The corners' styles in a rectangle of `size` (nil: not known) [A].
    func corners(in size: CGSize?) -> RoundedRectangularShapeCorners?
}

/// The styles of a rounded rectangular shape's four corners [A].
public struct RoundedRectangularShapeCorners: Hashable, Sendable {
    public var topLeading: Edge.Corner.Style
    public var topTrailing: Edge.Corner.Style
    public var bottomLeading: Edge.Corner.Style
    public var bottomTrailing: Edge.Corner.Style

    /// Every corner styled alike [A].
    public init(all: Edge.Corner.Style) {
        self.init(topLeading: all, topTrailing: all, bottomLeading: all, bottomTrailing: all)
    }

    /// Each corner styled on its own (square by default) [A].
    public init(
        topLeading: Edge.Corner.Style = 0, topTrailing: Edge.Corner.Style = 0,
        bottomLeading: Edge.Corner.Style = 0, bottomTrailing: Edge.Corner.Style = 0
    ) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
    }
}

extension Rectangle: RoundedRectangularShape {
    /// Square corners, whatever the size [A].
    public func corners(in size: CGSize?) -> RoundedRectangularShapeCorners? { RoundedRectangularShapeCorners(all: 0) }
}

extension RoundedRectangle: RoundedRectangularShape {
    /// Each corner a fixed radius, the corner size's width, points [GUESS: an elliptical
    /// corner has no one radius; its width is the radius `cornerRadius:` gives].
    public func corners(in size: CGSize?) -> RoundedRectangularShapeCorners? {
        RoundedRectangularShapeCorners(all: .fixed(cornerSize.width))
    }
}

extension Capsule: RoundedRectangularShape {
    /// Each corner half the shorter side, points; unknown without a size [DERIVED: a capsule's
    /// ends are half circles].
    public func corners(in size: CGSize?) -> RoundedRectangularShapeCorners? {
        size.map { RoundedRectangularShapeCorners(all: .fixed(min($0.width, $0.height) / 2)) }
    }
}

extension Circle: RoundedRectangularShape {
    /// Each corner half the shorter side, points; unknown without a size [DERIVED: the circle
    /// fills the square of the shorter side].
    public func corners(in size: CGSize?) -> RoundedRectangularShapeCorners? {
        size.map { RoundedRectangularShapeCorners(all: .fixed(min($0.width, $0.height) / 2)) }
    }
}
