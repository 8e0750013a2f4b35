import Foundation
import MotionAnimation

/// Colours with locations [A]; recorded only.
public struct Gradient: Equatable, Sendable {
    /// A colour at a location [A].
    public struct Stop: Equatable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
    }
}

/// A gradient made from a colour (`Color.red.gradient`) [A].
public struct AnyGradient: ShapeStyle, CustomStringConvertible {
    public let description: String

    init(description: String) { self.description = description }

    /// A gradient as a style (drawn top to bottom) [A].
    public init(_ gradient: Gradient) { description = "AnyGradient" }

    /// The gradient interpolated in `space` [A]; recorded only.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        AnyGradient(description: "\(description).colorSpace(.\(space.name))")
    }
}

extension Color {
    /// A gradient based on this colour [A].
    public var gradient: AnyGradient { AnyGradient(description: "\(self).gradient") }
}

/// A gradient leaf view and style, named after its kind; as a view it fills its proposal, as
/// a colour does [A].
protocol GradientLeaf: BuiltinView {}

extension GradientLeaf {
    func walk(_ walk: Walk, _ context: WalkContext) {
        let name = String(describing: Self.self)
        let node = walk.runtime.visibleNode(for: Self.self, at: walk, context, name: name, typeName: name)
        node.layout.base = FillLayout()
        var drawing = SceneTraits()
        drawing.kind = .gradient
        node.setDrawing(drawing)
    }
}

/// A linear gradient [A]; a view and a style, recorded only.
public struct LinearGradient: ShapeStyle, View, GradientLeaf, CustomStringConvertible {
    public typealias Body = Never
    let gradient: Gradient
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(colors: colors) }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(stops: stops) }
    public var description: String { "LinearGradient" }
}

/// A radial gradient [A]; a view and a style, recorded only.
public struct RadialGradient: ShapeStyle, View, GradientLeaf, CustomStringConvertible {
    public typealias Body = Never
    let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { gradient = Gradient(colors: colors) }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { gradient = Gradient(stops: stops) }
    public var description: String { "RadialGradient" }
}

/// An angular gradient [A]; a view and a style, recorded only.
public struct AngularGradient: ShapeStyle, View, GradientLeaf, CustomStringConvertible {
    public typealias Body = Never
    let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) { gradient = Gradient(colors: colors) }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) { gradient = Gradient(stops: stops) }
    /// The conic form, a full turn from `angle` (disfavoured so that a call giving only the
    /// centre picks the form above, as it does in SwiftUI).
    @_disfavoredOverload
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.gradient = gradient }
    @_disfavoredOverload
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(colors: colors) }
    @_disfavoredOverload
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(stops: stops) }
    public var description: String { "AngularGradient" }
}

/// An elliptical gradient [A]: a radial gradient stretched to the shape it fills, its radii
/// fractions of the shape's size; a view and a style, recorded only.
public struct EllipticalGradient: ShapeStyle, View, GradientLeaf, CustomStringConvertible {
    public typealias Body = Never
    let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        gradient = Gradient(colors: colors)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        gradient = Gradient(stops: stops)
    }
    public var description: String { "EllipticalGradient" }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
