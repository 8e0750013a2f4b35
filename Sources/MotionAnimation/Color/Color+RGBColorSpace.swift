extension Color {
    /// The profile that says how to interpret a colour's components [A].
    public enum RGBColorSpace: Hashable, Sendable {
        /// Extended-range sRGB with the sRGB transfer function.
        case sRGB
        /// Extended-range sRGB with linear components.
        case sRGBLinear
        /// Extended-range Display P3: the sRGB transfer function and the D65 white point with
        /// the P3 primaries; resolved into linear sRGB through ``DisplayP3`` (its colours outside
        /// sRGB have components below 0 or above 1).
        case displayP3
    }
}
