import Foundation

/// A normalised 2D point in a view's coordinate space: (0, 0) is the top-leading corner and
/// (1, 1) the bottom-trailing corner. Same shape as SwiftUI's `UnitPoint` [A].
@frozen
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position, as a fraction of the width (0 = leading edge).
    public var x: CGFloat

    /// The vertical position, as a fraction of the height (0 = top edge).
    public var y: CGFloat

    /// The point (0, 0).
    @inlinable
    public init() { (x, y) = (0, 0) }

    /// The point (`x`, `y`), as fractions of the width and height.
    @inlinable
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }

    /// (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
