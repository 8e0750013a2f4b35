import Foundation

extension Color {
    /// A concrete colour value, stored in linear sRGB with extended range, as `Float`
    /// [A `Color.Resolved`].
    ///
    /// `red`, `green` and `blue` are the sRGB-encoded components, converted through
    /// `SRGBTransfer` in `Float` as SwiftUI converts them; `linearRed`, `linearGreen`,
    /// `linearBlue` are stored.
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
            case .displayP3:
                (linearRed, linearGreen, linearBlue) = DisplayP3.linearSRGB(
                    fromLinearP3: (Resolved.linear(red), Resolved.linear(green), Resolved.linear(blue)))
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

        /// `#RRGGBBAA` of the sRGB components and opacity, as SwiftUI prints resolved colours:
        /// each byte is ⌊c·255 + 0.5⌋ computed in `Float` (half up), so `red` 0.29999998
        /// (76.49999…) is `4C` and an opacity of 0.3 (`Float` 0.30000001, 76.500003) is `4D`
        /// ([S] `#4C4C4C4D` for `Color(red: 0.3, green: 0.3, blue: 0.3, opacity: 0.3)`, [O]).
        /// Components outside 0…1 are clamped first [GUESS].
        public var description: String {
            let bytes = [red, green, blue, opacity].map { component -> Int in
                Int(min(max(component, 0), 1) * 255 + 0.5)
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
            SRGBTransfer.linear(fromEncoded: encoded)
        }

        static func encoded(_ linear: Float) -> Float {
            SRGBTransfer.encoded(fromLinear: linear)
        }
    }
}
