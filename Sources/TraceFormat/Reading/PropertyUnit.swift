/// The unit of a traced quantity, as the property table gives it (``TraceProperty``; values
/// are in the units a SwiftUI author writes, ``Trace``).
public enum PropertyUnit: String, Equatable, Sendable, CaseIterable {
    /// Points: offsets, positions, frames, geometry, padding, blur and shadow radii, corner radii,
    /// line widths.
    case points
    /// Degrees: `rotationEffect`, `hueRotation`, `rotation3DEffect`'s angle.
    case degrees
    /// A plain factor, 1 for no change: `scaleEffect`, `saturation`, `contrast`.
    case factor
    /// A fraction from 0 to 1: `opacity`, colour components, `trim`, `grayscale`, `brightness`.
    case fraction

    /// The unit of `property` (a modifier's name, `opacity[1]` as `opacity`) or of one of its
    /// components (`shadow`'s `radius` is in points, its `red` a fraction), as its definition
    /// gives it (``TraceProperty``); nil when the trace does not say (a custom `Animatable`'s
    /// data, `rotation3DEffect`'s axis).
    public static func of(property: String, component: String? = nil) -> PropertyUnit? {
        TraceProperty.named(property)?.unit(of: component)
    }

    /// The units of the quantities (`offset.x`, `scaleEffect`, `shadow.radius`) in their order,
    /// each once; quantities without a unit are left out.
    public static func units(ofQuantities quantities: [String], property: String) -> [PropertyUnit] {
        var units: [PropertyUnit] = []
        for quantity in quantities {
            let component = quantity.hasPrefix(property + ".") ? String(quantity.dropFirst(property.count + 1)) : nil
            if let unit = of(property: property, component: component), !units.contains(unit) { units.append(unit) }
        }
        return units
    }
}
