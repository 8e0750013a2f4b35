import Foundation
import MotionAnimation
import TraceFormat

/// A value a modifier animates and the trace records: its `animatableData` is animated, its
/// `traceValues` are what a SwiftUI author wrote (points, degrees, factors, 0–1, sRGB 0–1).
protocol TracedValue: Animatable {
    /// The names of the recorded components (`["x", "y"]`).
    var traceComponents: [String] { get }
    /// The recorded numbers, one per component, in author units.
    var traceValues: [Double] { get }
    /// This value set after `previous`: a value that leaves a part unspecified (a frame without a
    /// height) keeps the previous part.
    func following(_ previous: Self) -> Self
}

extension TracedValue {
    func following(_ previous: Self) -> Self { self }
}

/// A plain number: opacity, brightness, saturation, grayscale, contrast, blur and corner radii.
struct TracedScalar: TracedValue {
    var value: Double
    /// The component's name: `value`, or `radius` (`blur`), `cornerRadius` (`clipShape`).
    var component = "value"
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var traceComponents: [String] { [component] }
    var traceValues: [Double] { [value] }

    init(value: Double, component: String = "value") {
        self.value = value
        self.component = component
    }

    /// `value` as the one component of `property` (``TraceProperty/components``).
    init(_ value: Double, of property: TraceProperty) {
        self.init(value: value, component: property.components.first ?? "value")
    }
}

extension Angle: TracedValue {
    var traceComponents: [String] { ["degrees"] }
    var traceValues: [Double] { [degrees] }
}

/// A pair of numbers recorded as x and y: `offset`, `scaleEffect`, `position`.
///
/// Only x and y animate (`AnimatablePair<CGFloat, CGFloat>`, the animator's pre-specialised
/// path); a scale's anchor is kept as it is set. SwiftUI animates the anchor too, but an anchor
/// that does not change adds nothing to the interval, the velocity or the spring thresholds, so
/// the presented values are the same; a changed anchor shows at once.
struct TracedPoint: TracedValue {
    var x: CGFloat
    var y: CGFloat
    var anchor = UnitPoint.center

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
    var traceComponents: [String] { TraceProperty.pointComponents }
    var traceValues: [Double] { [Double(x), Double(y)] }
}

/// A colour, recorded as sRGB red, green, blue and opacity (0–1); animated in linear light
/// (`Color.Resolved.animatableData`, SEMANTICS.md, "Animatable math").
struct TracedColor: TracedValue {
    var color: Color.Resolved
    var animatableData: Color.Resolved.AnimatableData {
        get { color.animatableData }
        set { color.animatableData = newValue }
    }
    var traceComponents: [String] { TraceProperty.colourComponents }
    var traceValues: [Double] { color.traceValues }
}

extension Color.Resolved {
    /// sRGB red, green, blue and opacity, each the shortest decimal of its `Float` value (so a
    /// trace shows 0.23137254, not the binary expansion 0.23137253522872925).
    var traceValues: [Double] {
        [red, green, blue, opacity].map { Double($0.description) ?? Double($0) }
    }
}

/// `frame(width:height:)`: the dimensions given at the first evaluation are recorded; a later
/// `nil` keeps the previous value (SwiftUI cannot animate between a size and no size).
struct TracedFrame: TracedValue {
    var width: CGFloat?
    var height: CGFloat?

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width ?? 0, height ?? 0) }
        set {
            if width != nil { width = newValue.first }
            if height != nil { height = newValue.second }
        }
    }
    var traceComponents: [String] { (width == nil ? [] : ["width"]) + (height == nil ? [] : ["height"]) }
    var traceValues: [Double] {
        // Written out rather than compacted from [width, height]: every frame's sample reads it,
        // and that would build two arrays.
        switch (width, height) {
        case let (width?, height?): [Double(width), Double(height)]
        case let (width?, nil): [Double(width)]
        case let (nil, height?): [Double(height)]
        case (nil, nil): []
        }
    }

    func following(_ previous: TracedFrame) -> TracedFrame {
        TracedFrame(
            width: previous.width == nil ? nil : (width ?? previous.width),
            height: previous.height == nil ? nil : (height ?? previous.height))
    }
}

/// `padding`: top, leading, bottom, trailing in points.
extension EdgeInsets: TracedValue {
    var traceComponents: [String] { TraceProperty.padding.components }
    var traceValues: [Double] { [top, leading, bottom, trailing].map(Double.init) }
}

/// `shadow(color:radius:x:y:)`.
struct TracedShadow: TracedValue {
    var radius: CGFloat
    var x: CGFloat
    var y: CGFloat
    var color: Color.Resolved

    var animatableData: AnimatablePair<AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>, Color.Resolved.AnimatableData> {
        get { AnimatablePair(AnimatablePair(radius, AnimatablePair(x, y)), color.animatableData) }
        set {
            radius = newValue.first.first
            (x, y) = (newValue.first.second.first, newValue.first.second.second)
            color.animatableData = newValue.second
        }
    }
    var traceComponents: [String] { TraceProperty.shadow.components }
    var traceValues: [Double] {
        [radius, x, y].map(Double.init) + color.traceValues
    }
}

/// `rotation3DEffect(_:axis:)`: the angle in degrees and the axis.
struct TracedRotation3D: TracedValue {
    var angle: Angle
    var axis: (x: CGFloat, y: CGFloat, z: CGFloat)

    var animatableData: AnimatablePair<Double, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(angle.animatableData, AnimatablePair(axis.x, AnimatablePair(axis.y, axis.z))) }
        set {
            angle.animatableData = newValue.first
            axis = (newValue.second.first, newValue.second.second.first, newValue.second.second.second)
        }
    }
    var traceComponents: [String] { TraceProperty.rotation3DEffect.components }
    var traceValues: [Double] { [angle.degrees, Double(axis.x), Double(axis.y), Double(axis.z)] }
}

/// `trim(from:to:)` of a shape.
struct TracedTrim: TracedValue {
    var from: CGFloat
    var to: CGFloat
    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(from, to) }
        set { (from, to) = (newValue.first, newValue.second) }
    }
    var traceComponents: [String] { TraceProperty.trim.components }
    var traceValues: [Double] { [Double(from), Double(to)] }
}

/// The `animatableData` of a custom `Animatable` view, shape or modifier, recorded as the
/// numbers its data holds: `["value"]` for a scalar, else `["0", "1", …]` in the order of its
/// `AnimatablePair` nesting (first before second). Unit-scaled data (an `Angle`'s radians × 128)
/// is recorded as it is.
struct TracedData<Data: VectorArithmetic>: TracedValue {
    var animatableData: Data
    /// Component names given by the type (`RoundedRectangle`'s `width`, `height`).
    var names: [String]? = nil

    var traceValues: [Double] { AnimatableDataComponents.numbers(in: animatableData) }
    var traceComponents: [String] {
        let count = traceValues.count
        if let names, names.count == count { return names }
        return count == 1 ? ["value"] : (0..<count).map(String.init)
    }
}

/// The numbers inside arbitrary animatable data.
enum AnimatableDataComponents {
    /// `Double`, `CGFloat`, `Float` and integers are one number; pairs are their parts; other
    /// types are read through `Mirror`, stored properties in declaration order.
    static func numbers(in value: Any) -> [Double] {
        switch value {
        case let number as Double: return [number]
        case let number as CGFloat: return [Double(number)]
        case let number as Float: return [Double(number)]
        case let number as Int: return [Double(number)]
        case let pair as any PairComponents: return pair.componentNumbers
        default: return Mirror(reflecting: value).children.flatMap { numbers(in: $0.value) }
        }
    }
}

/// `AnimatablePair`'s parts, for `AnimatableDataComponents`.
private protocol PairComponents {
    var componentNumbers: [Double] { get }
}

extension AnimatablePair: PairComponents {
    fileprivate var componentNumbers: [Double] {
        AnimatableDataComponents.numbers(in: first) + AnimatableDataComponents.numbers(in: second)
    }
}

/// A node's frame in root coordinates (property `geometry`): x, y of its top-leading corner,
/// width and height, in points; animated as ((x, y), (width, height)).
struct TracedRect: TracedValue {
    var rect: CGRect

    var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(rect.origin.x, rect.origin.y), AnimatablePair(rect.size.width, rect.size.height)) }
        set {
            rect = CGRect(x: newValue.first.first, y: newValue.first.second, width: newValue.second.first, height: newValue.second.second)
        }
    }
    var traceComponents: [String] { TraceProperty.geometry.components }
    var traceValues: [Double] { [Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height)] }
}
