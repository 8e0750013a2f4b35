import Foundation

/// Core Graphics' colour, reduced to what UIKit colour code reads: components and alpha
/// [A `CGColor`]. It exists so `UIColor.cgColor` and `UIColor(cgColor:)` compile; nothing draws
/// with it. Two components are a white value and alpha (a greyscale colour), four are sRGB and
/// alpha.
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    let storedComponents: [CGFloat]

    /// An sRGB colour [A `init(red:green:blue:alpha:)`].
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storedComponents = [red, green, blue, alpha]
    }

    /// A greyscale colour [A `init(gray:alpha:)`].
    public init(gray: CGFloat, alpha: CGFloat) {
        storedComponents = [gray, alpha]
    }

    /// The components, alpha last [A `components`].
    public var components: [CGFloat]? { storedComponents }
    /// How many components there are, alpha included: 2 or 4 [A `numberOfComponents`].
    public var numberOfComponents: Int { storedComponents.count }
    /// The alpha, 0…1 [A `alpha`].
    public var alpha: CGFloat { storedComponents[storedComponents.count - 1] }

    /// The same colour with another alpha [A `copy(alpha:)`].
    public func copy(alpha: CGFloat) -> CGColor? {
        storedComponents.count == 2
            ? CGColor(gray: storedComponents[0], alpha: alpha)
            : CGColor(red: storedComponents[0], green: storedComponents[1], blue: storedComponents[2], alpha: alpha)
    }

    public var description: String {
        "CGColor(" + storedComponents.map { String(format: "%g", Double($0)) }.joined(separator: ", ") + ")"
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.storedComponents == rhs.storedComponents }
    public func hash(into hasher: inout Hasher) { hasher.combine(storedComponents) }
}
