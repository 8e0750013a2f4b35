import Foundation

extension Color {
    /// Creates a constant colour from red, green and blue components (0…1, extended range
    /// allowed) and an opacity (0…1) [A `init(_:red:green:blue:opacity:)`].
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB,
        red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        self.init(Resolved(
            colorSpace: colorSpace, red: Float(red), green: Float(green), blue: Float(blue),
            opacity: Float(opacity)))
    }

    /// Creates a constant grey from a white value (0 = black, 1 = white) and an opacity
    /// [A `init(_:white:opacity:)`].
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a constant colour from hue, saturation and brightness, each 0…1, in sRGB
    /// [A `init(hue:saturation:brightness:opacity:)`].
    ///
    /// The standard HSV-to-RGB conversion: the hue circle is cut into six sectors; within a
    /// sector the components are brightness·(1 − s), brightness·(1 − s·f), brightness·(1 − s·(1 − f)).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (red, green, blue) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// HSB (all 0…1) to sRGB components (0…1). A hue of 1 is the same as 0.
    package static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let sectorCount = 6.0
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let scaled = h * sectorCount
        let sector = Int(scaled.rounded(.down)) % Int(sectorCount)
        let f = scaled - scaled.rounded(.down)
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Multiplies the colour's opacity by `opacity` [A `opacity(_:)`]. The description becomes
    /// `NN% name`, as SwiftUI prints it.
    public func opacity(_ opacity: Double) -> Color {
        var resolved = resolvedValue
        resolved.opacity *= Float(opacity)
        let percent = Int((opacity * 100).rounded())
        return Color(resolvedValue: resolved, description: "\(percent)% \(description)")
    }
}
