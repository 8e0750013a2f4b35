import Foundation

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
    let color: Color
    public var description: String { "\(color).gradient" }
}

extension Color {
    /// A gradient based on this colour [A].
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// A gradient leaf view and style, named after its kind.
protocol GradientLeaf: BuiltinView {}

extension GradientLeaf {
    func walk(_ walk: Walk, _ context: WalkContext) {
        let name = String(describing: Self.self)
        _ = walk.runtime.visibleNode(for: Self.self, at: walk, context, name: name, typeName: name)
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
    public var description: String { "RadialGradient" }
}

/// An angular gradient [A]; a view and a style, recorded only.
public struct AngularGradient: ShapeStyle, View, GradientLeaf, CustomStringConvertible {
    public typealias Body = Never
    let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(colors: colors) }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) { gradient = Gradient(colors: colors) }
    public var description: String { "AngularGradient" }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}
