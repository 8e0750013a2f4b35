import Foundation
import MotionAnimation

// Corners concentric with the container (iOS 26) [A]. A concentric corner's radius is the
// container shape's corner radius less the distance to it, never below its minimum; MotionCore
// knows no container shape (no `containerShape`, no display corners), so a concentric corner is
// its minimum (0 without one) [GUESS], and a fixed corner its radius.

extension Edge {
    /// A corner of a rectangle [A].
    public enum Corner: Int8, CaseIterable, Hashable, Sendable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// A set of corners [A].
        public struct Set: OptionSet, Hashable, Sendable {
            public let rawValue: Int8
            public init(rawValue: Int8) { self.rawValue = rawValue }
            public init(_ corner: Corner) { rawValue = 1 << corner.rawValue }

            public static let topLeading = Set(.topLeading)
            public static let topTrailing = Set(.topTrailing)
            public static let bottomLeading = Set(.bottomLeading)
            public static let bottomTrailing = Set(.bottomTrailing)
            public static let top: Set = [.topLeading, .topTrailing]
            public static let bottom: Set = [.bottomLeading, .bottomTrailing]
            public static let leading: Set = [.topLeading, .bottomLeading]
            public static let trailing: Set = [.topTrailing, .bottomTrailing]
            public static let all: Set = [.top, .bottom]
            public static let none: Set = []

            /// Whether `corner` is in the set [A].
            public func contains(_ corner: Corner) -> Bool { contains(Set(corner)) }
        }

        /// How a corner is rounded [A]: a fixed radius (a number literal is one), or concentric
        /// with the container, at least a minimum.
        public struct Style: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
            /// A fixed radius, points; nil for a concentric corner.
            let radius: CGFloat?
            /// A concentric corner's minimum.
            let minimum: CGFloat?

            public static func fixed(_ radius: CGFloat) -> Style { Style(radius: radius, minimum: nil) }
            public static var concentric: Style { Style(radius: nil, minimum: nil) }
            public static func concentric(minimum: Style? = nil) -> Style { Style(radius: nil, minimum: minimum?.resolved) }

            public init(floatLiteral value: Double) { self = .fixed(CGFloat(value)) }
            public init(integerLiteral value: Int) { self = .fixed(CGFloat(value)) }

            init(radius: CGFloat?, minimum: CGFloat?) {
                (self.radius, self.minimum) = (radius, minimum)
            }

            /// The radius, points: a concentric corner has no container to follow, so it is its
            /// minimum (0 without one).
            var resolved: CGFloat { max(radius ?? minimum ?? 0, 0) }
        }
    }
}

extension RectangleCornerRadii {
    /// The radius of `corner` [A].
    public subscript(corner: Edge.Corner) -> CGFloat {
        switch corner {
        case .topLeading: topLeading
        case .topTrailing: topTrailing
        case .bottomLeading: bottomLeading
        case .bottomTrailing: bottomTrailing
        }
    }
}

/// A rectangle whose corners follow its container's (iOS 26) [A]; its path is a rectangle with
/// each corner's resolved radius. Corners that share a style resolve alike, so a uniform
/// corner pair (and `isUniform`) needs no choice of the larger radius.
public struct ConcentricRectangle: Shape {
    /// The radii, points.
    let radii: RectangleCornerRadii

    public init() { self.init(corners: .concentric) }

    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        self.init(topLeadingCorner: corners, topTrailingCorner: corners, bottomLeadingCorner: corners, bottomTrailingCorner: corners)
    }

    public init(
        topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
        bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        radii = RectangleCornerRadii(
            topLeading: topLeadingCorner.resolved, bottomLeading: bottomLeadingCorner.resolved,
            bottomTrailing: bottomTrailingCorner.resolved, topTrailing: topTrailingCorner.resolved)
    }

    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        self.init(uniformTopCorners: uniformTopCorners, bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
    }

    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        self.init(uniformLeadingCorners: uniformLeadingCorners, topTrailingCorner: uniformTrailingCorners, bottomTrailingCorner: uniformTrailingCorners)
    }

    public init(uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners, bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }

    public init(uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner, bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
    }

    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformLeadingCorners, topTrailingCorner: topTrailingCorner, bottomLeadingCorner: uniformLeadingCorners, bottomTrailingCorner: bottomTrailingCorner)
    }

    public init(uniformTrailingCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: topLeadingCorner, topTrailingCorner: uniformTrailingCorners, bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: uniformTrailingCorners)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: radii) }

    /// The radius the scene draws: the corners' when they are all the same.
    var uniformRadius: CGFloat? {
        let all = Edge.Corner.allCases.map { radii[$0] }
        return Set(all).count == 1 ? all[0] : nil
    }
}

extension Shape where Self == ConcentricRectangle {
    /// A concentric rectangle [A], as `ConcentricRectangle`'s initialisers.
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> Self { ConcentricRectangle(corners: corners, isUniform: isUniform) }
    public static func rect(
        topLeadingCorner: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style, bottomTrailingCorner: Edge.Corner.Style
    ) -> Self {
        ConcentricRectangle(topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner, bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }
    public static func rect(uniformTopCorners: Edge.Corner.Style, uniformBottomCorners: Edge.Corner.Style) -> Self {
        ConcentricRectangle(uniformTopCorners: uniformTopCorners, uniformBottomCorners: uniformBottomCorners)
    }
    public static func rect(uniformLeadingCorners: Edge.Corner.Style, uniformTrailingCorners: Edge.Corner.Style) -> Self {
        ConcentricRectangle(uniformLeadingCorners: uniformLeadingCorners, uniformTrailingCorners: uniformTrailingCorners)
    }
    public static func rect(uniformTopCorners: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style, bottomTrailingCorner: Edge.Corner.Style) -> Self {
        ConcentricRectangle(uniformTopCorners: uniformTopCorners, bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }
    public static func rect(uniformBottomCorners: Edge.Corner.Style, topLeadingCorner: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style) -> Self {
        ConcentricRectangle(uniformBottomCorners: uniformBottomCorners, topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner)
    }
    public static func rect(uniformLeadingCorners: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style, bottomTrailingCorner: Edge.Corner.Style) -> Self {
        ConcentricRectangle(uniformLeadingCorners: uniformLeadingCorners, topTrailingCorner: topTrailingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }
    public static func rect(uniformTrailingCorners: Edge.Corner.Style, topLeadingCorner: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style) -> Self {
        ConcentricRectangle(uniformTrailingCorners: uniformTrailingCorners, topLeadingCorner: topLeadingCorner, bottomLeadingCorner: bottomLeadingCorner)
    }
}
