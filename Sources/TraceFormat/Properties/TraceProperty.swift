/// One property the engine traces: the name a track carries, the components its values have,
/// the unit a SwiftUI author writes it in, how the trace's scene draws it, and a short label for
/// readers. Every traced property has one definition in ``TraceProperty/all``; the engine traces
/// through it, and the readers of a trace (units, the scene's state, the replay, the film strip)
/// look properties up in it instead of spelling their names.
public struct TraceProperty: Hashable, Sendable, CustomStringConvertible {
    /// The track's property name (`opacity`); a repeat on one node is `opacity[1]`.
    public let name: String
    /// The components of its values, in order (`x`, `y`); empty when the traced value decides
    /// them (a custom `Animatable`'s data).
    public let components: [String]
    /// The unit of the whole property, nil when the trace does not say (``componentUnits``
    /// may still give one per component).
    public let unit: PropertyUnit?
    /// One unit per component where they differ (a shadow's radius in points, its colour in
    /// fractions), nil where ``unit`` holds for every component.
    public let componentUnits: [PropertyUnit?]?
    /// How the scene draws it, nil when the scene does not.
    public let drawing: SceneDrawing?
    /// What the values are, in a few words (for the property table).
    public let label: String

    public init(
        _ name: String, components: [String], unit: PropertyUnit?, componentUnits: [PropertyUnit?]? = nil,
        drawing: SceneDrawing? = nil, label: String
    ) {
        self.name = name
        self.components = components
        self.unit = unit
        self.componentUnits = componentUnits
        self.drawing = drawing
        self.label = label
    }

    public var description: String { name }

    /// The definition named `name`, a repeat's index ignored (`opacity[1]` is `opacity`); nil
    /// for a property the table does not define (a custom `Animatable` modifier's type name).
    public static func named(_ name: String) -> TraceProperty? {
        byName[baseName(of: name)]
    }

    /// The property the scene draws as `drawing`: each drawing but ``SceneDrawing/paint`` has one.
    public static func drawn(as drawing: SceneDrawing) -> TraceProperty {
        guard let property = byDrawing[drawing] else { preconditionFailure("no trace property is drawn as \(drawing)") }
        return property
    }

    /// `name` without a repeat's `[n]`: `opacity[1]` → `opacity`.
    public static func baseName(of name: String) -> String {
        name.firstIndex(of: "[").map { String(name[..<$0]) } ?? name
    }

    /// Whether a track named `name` (a repeat included) is this property.
    public func names(_ trackProperty: String) -> Bool {
        trackProperty == name || (trackProperty.hasPrefix(name) && trackProperty.dropFirst(name.count).first == "[")
    }

    /// The unit of `component` (nil: of the property as a whole).
    public func unit(of component: String?) -> PropertyUnit? {
        guard let componentUnits else { return unit }
        guard let component else { return unit }
        return components.firstIndex(of: component).flatMap { componentUnits[$0] }
    }

    private static let byName: [String: TraceProperty] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    private static let byDrawing: [SceneDrawing: TraceProperty] = Dictionary(
        all.compactMap { property in property.drawing.flatMap { $0 == .paint ? nil : ($0, property) } },
        uniquingKeysWith: { first, _ in first })
}

/// How the trace's scene draws a property: what the replay (`site/motionbook.js`), the film
/// strip and the Lottie export do with its values. Each case but ``paint`` is drawn from exactly
/// one property (``TraceProperty/drawn(as:)``).
public enum SceneDrawing: String, CaseIterable, Sendable {
    /// The node's frame in root space (x, y, width, height).
    case frame
    /// A scale about the node's anchor (x, y factors).
    case scale
    /// A rotation in the plane about the node's anchor (degrees).
    case rotation
    /// A rotation about an axis, drawn with the node's perspective (degrees, axis x, y, z).
    case rotation3D
    /// The node's opacity, which its parent's multiplies.
    case opacity
    /// A Gaussian blur of the node (radius).
    case blur
    /// The visible part of a shape's outline (from, to).
    case trim
    /// A rounded rectangle's corner (width).
    case shapeCorner
    /// Rounded corners the node is clipped to (the radius).
    case cornerClip
    /// The corner of a rounded-rectangle clip shape (its radius).
    case clipCorner
    /// A stroked shape's line width.
    case lineWidth
    /// A progress view's fraction.
    case progress
    /// A colour, drawn where the scene names it as a node's fill or background.
    case paint
}
