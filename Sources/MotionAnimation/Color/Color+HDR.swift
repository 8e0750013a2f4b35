import Foundation

extension Color {
    /// A resolved colour with the HDR content headroom it was given [A `Color.ResolvedHDR`,
    /// iOS 26]: linear sRGB components (extended range, so above 1 for HDR), the sRGB-encoded
    /// ones computed from them as `Color.Resolved` does, an opacity and the headroom.
    @frozen
    public struct ResolvedHDR: Hashable, Sendable {
        /// The red component in linear sRGB.
        public var linearRed: Float
        /// The green component in linear sRGB.
        public var linearGreen: Float
        /// The blue component in linear sRGB.
        public var linearBlue: Float
        /// The opacity, 0 (transparent) to 1 (opaque).
        public var opacity: Float
        /// The content headroom (linear, 1 is SDR white), nil when unknown [A].
        public var headroom: Float?

        /// `color`'s components with `headroom` [A].
        public init(_ color: Color.Resolved, headroom: Float? = nil) {
            (linearRed, linearGreen, linearBlue, opacity) = (color.linearRed, color.linearGreen, color.linearBlue, color.opacity)
            self.headroom = headroom
        }

        /// The components without the headroom.
        var resolved: Color.Resolved {
            Color.Resolved(colorSpace: .sRGBLinear, red: linearRed, green: linearGreen, blue: linearBlue, opacity: opacity)
        }

        /// The red component in sRGB.
        public var red: Float {
            get { resolved.red }
            set { linearRed = Resolved.linear(newValue) }
        }

        /// The green component in sRGB.
        public var green: Float {
            get { resolved.green }
            set { linearGreen = Resolved.linear(newValue) }
        }

        /// The blue component in sRGB.
        public var blue: Float {
            get { resolved.blue }
            set { linearBlue = Resolved.linear(newValue) }
        }
    }

    /// The colour with HDR content headroom `headroom` (linear; nil removes it) [A]; the
    /// components are unchanged.
    public func headroom(_ headroom: Double?) -> Color {
        var color = self
        color.contentHeadroom = headroom.map(Float.init)
        return color
    }

    /// The colour with its linear components multiplied by 2^`stops` [A]; its headroom is
    /// multiplied by the same factor, from 1 when it had none [GUESS: the documentation says
    /// the headroom is adjusted, not how]. Described by its resolved value.
    public func exposureAdjust(_ stops: Double) -> Color {
        let factor = Float(pow(2, stops))
        var resolved = resolvedValue
        resolved.linearRed *= factor
        resolved.linearGreen *= factor
        resolved.linearBlue *= factor
        var color = Color(resolved)
        color.contentHeadroom = (contentHeadroom ?? 1) * factor
        return color
    }
}
