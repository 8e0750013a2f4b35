import Foundation
import MotionAnimation

/// A two-dimensional gradient over a grid of points [A] (iOS 18); a view and a style, recorded
/// only (its points and colours are not traced).
public struct MeshGradient: ShapeStyle, View, GradientLeaf, CustomStringConvertible {
    public typealias Body = Never
    /// Columns and rows of the grid.
    public var width: Int
    public var height: Int
    /// The grid's points, row by row [A].
    public var locations: Locations
    /// The points' colours, row by row [A].
    public var colors: Colors
    /// The colour outside the mesh [A].
    public var background: Color
    /// Whether colours are interpolated smoothly (cubic) rather than linearly [A].
    public var smoothsColors: Bool
    /// The colour space colours are interpolated in [A].
    public var colorSpace: Gradient.ColorSpace

    /// A grid of `width` × `height` points given as `locations` with the colours `colors` [A].
    public init(
        width: Int, height: Int, locations: MeshGradient.Locations, colors: MeshGradient.Colors, background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A grid of `width` × `height` points (unit coordinates, row by row) with a colour each [A].
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A grid of points with a resolved colour each [A].
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A grid of Bézier points with a colour each [A].
    public init(
        width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A grid of Bézier points with a resolved colour each [A].
    public init(
        width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// The grid's points: plain points or Bézier points with control points [A].
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([MeshGradient.BezierPoint])
    }

    /// The points' colours: colours or resolved colours [A].
    public enum Colors: Equatable, Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    public var description: String { "MeshGradient(width: \(width), height: \(height))" }

    /// A mesh point with the control points of the curves that leave it [A].
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>

        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>, trailingControlPoint: SIMD2<Float>,
            bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }
}

extension Gradient {
    /// The colour space a gradient interpolates in [A]; recorded only.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// Interpolation of the device's colour components [A].
        public static let device = ColorSpace(name: "device")
        /// Interpolation in a perceptually uniform space [A].
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    /// The gradient interpolated in `space` [A]; recorded only (the stops are kept).
    public func colorSpace(_ space: ColorSpace) -> AnyGradient {
        AnyGradient(self).colorSpace(space)
    }
}
