import Foundation

extension Color {
    /// A concrete colour value, stored in linear sRGB with extended range [A `Color.Resolved`].
    ///
    /// `red`, `green` and `blue` are the sRGB-encoded components, converted through
    /// `SRGBTransfer`; `linearRed`, `linearGreen`, `linearBlue` are stored.
    @frozen
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        /// The red component in linear sRGB.
        public var linearRed: Float
        /// The green component in linear sRGB.
        public var linearGreen: Float
        /// The blue component in linear sRGB.
        public var linearBlue: Float
        /// The opacity, 0 (transparent) to 1 (opaque).
        public var opacity: Float

        /// Creates a resolved colour from components in `colorSpace` and an opacity
        /// [A `init(colorSpace:red:green:blue:opacity:)`].
        public init(
            colorSpace: Color.RGBColorSpace = .sRGB,
            red: Float, green: Float, blue: Float, opacity: Float = 1
        ) {
            switch colorSpace {
            case .sRGB:
                linearRed = Resolved.linear(red)
                linearGreen = Resolved.linear(green)
                linearBlue = Resolved.linear(blue)
            case .sRGBLinear:
                (linearRed, linearGreen, linearBlue) = (red, green, blue)
            }
            self.opacity = opacity
        }

        /// The red component in sRGB.
        public var red: Float {
            get { Resolved.encoded(linearRed) }
            set { linearRed = Resolved.linear(newValue) }
        }

        /// The green component in sRGB.
        public var green: Float {
            get { Resolved.encoded(linearGreen) }
            set { linearGreen = Resolved.linear(newValue) }
        }

        /// The blue component in sRGB.
        public var blue: Float {
            get { Resolved.encoded(linearBlue) }
            set { linearBlue = Resolved.linear(newValue) }
        }

        /// `#RRGGBBAA` of the sRGB components and opacity, each clamped to 0…1 and rounded to
        /// 8 bits, as SwiftUI prints resolved colours.
        public var description: String {
            let bytes = [red, green, blue, opacity].map { component -> Int in
                Int((min(max(component, 0), 1) * 255).rounded())
            }
            let hexDigits = Array("0123456789ABCDEF")
            var text = "#"
            for byte in bytes {
                text.append(hexDigits[byte / 16])
                text.append(hexDigits[byte % 16])
            }
            return text
        }

        static func linear(_ encoded: Float) -> Float {
            Float(SRGBTransfer.linear(fromEncoded: Double(encoded)))
        }

        static func encoded(_ linear: Float) -> Float {
            Float(SRGBTransfer.encoded(fromLinear: Double(linear)))
        }
    }
}
