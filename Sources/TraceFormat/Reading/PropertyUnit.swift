/// The unit of a traced quantity, as the MotionTrace README's property table gives it (values
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
    /// components (`shadow`'s `radius` is in points, its `red` a fraction); nil when the trace
    /// does not say (a custom `Animatable`'s data, `rotation3DEffect`'s axis).
    public static func of(property: String, component: String? = nil) -> PropertyUnit? {
        let base = property.firstIndex(of: "[").map { String(property[..<$0]) } ?? property
        switch base {
        case "offset", "position", "frame", "geometry", "padding", "blur", "cornerRadius", "clipShape", "stroke", "cornerSize":
            return .points
        case "rotationEffect", "hueRotation":
            return .degrees
        case "rotation3DEffect":
            return component == nil || component == "degrees" ? .degrees : nil
        case "scaleEffect", "saturation", "contrast":
            return .factor
        case "opacity", "grayscale", "brightness", "trim", "foregroundStyle", "foregroundColor", "fill", "background", "overlay",
            "border", "strokeColor", "color", "tint":
            return .fraction
        case "shadow":
            guard let component else { return nil }
            return ["radius", "x", "y"].contains(component) ? .points : .fraction
        default:
            return nil
        }
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
