import Foundation
import MotionAnimation

/// UIKit's colour object, for code that reaches for it in SwiftUI files: `Color(.systemGray4)`,
/// `UIColor(red:green:blue:alpha:)`, `#colorLiteral(…)` [A `UIColor`].
///
/// A `UIColor` here is one constant colour: its components in extended-range sRGB (0…1, values
/// outside allowed) and an alpha, resolved for light mode at standard contrast as every MotionCore
/// colour is (a dynamic colour is resolved once, with `UITraitCollection.current`). Colours made
/// from a white value (`init(white:alpha:)`, `.black`, `.white`, `.gray`, `.clear` …) are
/// greyscale colours, as in UIKit: `getWhite` answers for them and `cgColor` has two components.
open class UIColor: _ExpressibleByColorLiteral, Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The sRGB components (extended range) and the alpha, 0…1.
    let red: CGFloat
    let green: CGFloat
    let blue: CGFloat
    let alpha: CGFloat
    /// Whether the colour is a white value in a greyscale colour space (then red = green = blue).
    let isGrayscale: Bool
    /// The name a `Color` made from it carries (`UIColor.systemGray4`, or a `Color`'s own
    /// description); nil for colours made from components.
    let name: String?

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, isGrayscale: Bool, name: String?) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.isGrayscale = isGrayscale
        self.name = name
    }

    /// A colour from sRGB components and an alpha, each 0…1 (extended range allowed)
    /// [A `init(red:green:blue:alpha:)`].
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        isGrayscale = false
        name = nil
    }

    /// The colour of a `#colorLiteral(red:green:blue:alpha:)`: sRGB components and alpha, as
    /// Xcode's colour literals are [A `_ExpressibleByColorLiteral`; UIKit makes `UIColor` the
    /// `_ColorLiteralType`, see `UIColor+Color.swift`].
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A greyscale colour: 0 is black, 1 white [A `init(white:alpha:)`].
    public init(white: CGFloat, alpha: CGFloat) {
        (red, green, blue, self.alpha) = (white, white, white, alpha)
        isGrayscale = true
        name = nil
    }

    /// A colour from hue, saturation and brightness, each 0…1, in sRGB
    /// [A `init(hue:saturation:brightness:alpha:)`]; the same six-sector conversion as
    /// `Color(hue:saturation:brightness:)`.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Color.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
    }

    /// A dynamic colour, resolved at once for `UITraitCollection.current` (light mode, standard
    /// contrast) [A `init(dynamicProvider:)`]: MotionCore has one appearance, so the colour
    /// never changes afterwards.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection.current)
        self.init(
            red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha,
            isGrayscale: resolved.isGrayscale, name: resolved.name)
    }

    /// A colour from a Core Graphics colour: two components are a white value and alpha, four
    /// are sRGB and alpha [A `init(cgColor:)`].
    public convenience init(cgColor: CGColor) {
        let c = cgColor.storedComponents
        if c.count == 2 {
            self.init(red: c[0], green: c[0], blue: c[0], alpha: c[1], isGrayscale: true, name: nil)
        } else {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
    }

    /// A colour from the app's asset catalogue [A `init(named:)`]: the colour set's colour for the
    /// run's colour scheme (as `Color(_:bundle:)`), nil for a name the catalogue lacks.
    public convenience init?(named name: String) {
        guard AppAssets.hasColor(named: name), let color = AppAssets.color(named: name) else { return nil }
        self.init(color)
    }

    /// This colour resolved for `traitCollection` [A `resolvedColor(with:)`]: itself, since
    /// colours are resolved when they are made.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// The same colour with another alpha [A `withAlphaComponent(_:)`].
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha, isGrayscale: isGrayscale, name: nil)
    }

    /// The sRGB components and alpha [A `getRed(_:green:blue:alpha:)`]; always succeeds (every
    /// colour here is sRGB or greyscale, which converts). A nil pointer is skipped. The result
    /// may be ignored, as of every Objective-C method Swift imports (``getHue(_:saturation:brightness:alpha:)``
    /// and ``getWhite(_:alpha:)`` too).
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Hue, saturation and brightness (each 0…1; hue 0 for greys) and alpha
    /// [A `getHue(_:saturation:brightness:alpha:)`]: the standard RGB-to-HSV conversion of the
    /// sRGB components. Always succeeds.
    @discardableResult
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let maximum = max(red, green, blue)
        let minimum = min(red, green, blue)
        let chroma = maximum - minimum
        var h: CGFloat = 0
        if chroma > 0 {
            switch maximum {
            case red: h = (green - blue) / chroma
            case green: h = (blue - red) / chroma + 2
            default: h = (red - green) / chroma + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? chroma / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    /// The white value and alpha of a greyscale colour [A `getWhite(_:alpha:)`]; false (and
    /// nothing written) for an RGB colour, which is not in a compatible colour space.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard isGrayscale else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    /// The colour as a Core Graphics colour: (white, alpha) for a greyscale colour, else
    /// (red, green, blue, alpha) [A `cgColor`].
    open var cgColor: CGColor {
        isGrayscale ? CGColor(gray: red, alpha: alpha) : CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// UIKit's text for a resolved colour: `UIExtendedSRGBColorSpace 1 0 0 1`, or
    /// `UIExtendedGrayColorSpace 0.5 1` for a greyscale one (components with six significant
    /// digits).
    open var description: String {
        let parts = (isGrayscale ? [red, alpha] : [red, green, blue, alpha]).map { String(format: "%g", Double($0)) }
        return (isGrayscale ? "UIExtendedGrayColorSpace " : "UIExtendedSRGBColorSpace ") + parts.joined(separator: " ")
    }

    /// Equal when the colour space and the components are equal, as UIKit compares colours.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.isGrayscale == rhs.isGrayscale && lhs.red == rhs.red && lhs.green == rhs.green
            && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isGrayscale)
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }
}
