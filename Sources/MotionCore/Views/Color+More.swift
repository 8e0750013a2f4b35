import Foundation
import MotionAnimation

extension Color {
    /// The accent colour of the app [A]: systemBlue, sRGB (0, 122, 255), since a snippet's app
    /// sets no accent colour (the same value as `UIColor.tintColor`, "UIKit").
    public static var accentColor: Color {
        Color(resolvedValue: Color.Resolved(red: 0, green: 122 / 255, blue: 1), description: "accentColor")
    }

    /// A colour from a Core Graphics colour [A]: its components as sRGB (a grey from two).
    public init(cgColor: CGColor) {
        let parts = cgColor.storedComponents.map { Double($0) }
        self = parts.count == 2
            ? Color(.sRGB, white: parts[0], opacity: parts[1])
            : Color(.sRGB, red: parts[0], green: parts[1], blue: parts[2], opacity: parts[3])
    }

    /// The colour as a Core Graphics colour, in sRGB [A].
    public var cgColor: CGColor? {
        let value = resolvedValue
        return CGColor(red: CGFloat(value.red), green: CGFloat(value.green), blue: CGFloat(value.blue), alpha: CGFloat(value.opacity))
    }

    /// This colour mixed with `rhs` [A] (iOS 18): `fraction` 0 gives this colour, 1 gives `rhs`
    /// (values outside are kept within 0 … 1); opacity mixes linearly. `.device` mixes the sRGB
    /// components; `.perceptual` mixes in Oklab [GUESS: Apple names no space].
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = min(max(fraction, 0), 1)
        let (a, b) = (resolvedValue, rhs.resolvedValue)
        let opacity = Float(Double(a.opacity) + (Double(b.opacity) - Double(a.opacity)) * t)
        let mixed: Color.Resolved
        if colorSpace == .device {
            let blend = { (x: Float, y: Float) in Float(Double(x) + (Double(y) - Double(x)) * t) }
            mixed = Color.Resolved(red: blend(a.red, b.red), green: blend(a.green, b.green), blue: blend(a.blue, b.blue), opacity: opacity)
        } else {
            let (p, q) = (Oklab(linear: a), Oklab(linear: b))
            mixed = Oklab(l: p.l + (q.l - p.l) * t, a: p.a + (q.a - p.a) * t, b: p.b + (q.b - p.b) * t).resolved(opacity: opacity)
        }
        return Color(resolvedValue: mixed, description: "\(self).mix(with: \(rhs), by: \(describe(fraction)))")
    }
}

/// A colour in Oklab (Björn Ottosson, 2020): lightness and two opponent axes, from linear sRGB
/// through LMS cone responses and a cube root.
struct Oklab: Equatable {
    var l: Double, a: Double, b: Double

    init(l: Double, a: Double, b: Double) {
        (self.l, self.a, self.b) = (l, a, b)
    }

    init(linear color: Color.Resolved) {
        let (r, g, b) = (Double(color.linearRed), Double(color.linearGreen), Double(color.linearBlue))
        let lms = [
            0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b,
            0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b,
            0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b,
        ].map { cbrt($0) }
        l = 0.2104542553 * lms[0] + 0.7936177850 * lms[1] - 0.0040720468 * lms[2]
        a = 1.9779984951 * lms[0] - 2.4285922050 * lms[1] + 0.4505937099 * lms[2]
        self.b = 0.0259040371 * lms[0] + 0.7827717662 * lms[1] - 0.8086757660 * lms[2]
    }

    /// Back to a resolved colour (linear sRGB).
    func resolved(opacity: Float) -> Color.Resolved {
        let cube = [l + 0.3963377774 * a + 0.2158037573 * b, l - 0.1055613458 * a - 0.0638541728 * b, l - 0.0894841775 * a - 1.2914855480 * b]
            .map { $0 * $0 * $0 }
        let red = 4.0767416621 * cube[0] - 3.3077115913 * cube[1] + 0.2309699292 * cube[2]
        let green = -1.2684380046 * cube[0] + 2.6097574011 * cube[1] - 0.3413193965 * cube[2]
        let blue = -0.0041960863 * cube[0] - 0.7034186147 * cube[1] + 1.7076147010 * cube[2]
        return Color.Resolved(colorSpace: .sRGBLinear, red: Float(red), green: Float(green), blue: Float(blue), opacity: opacity)
    }
}
