extension Color {
    /// The profile that says how to interpret a colour's components [A].
    ///
    /// MotionCore supports the two sRGB variants. `displayP3` is not provided (it needs a gamut
    /// conversion matrix MotionCore does not implement).
    public enum RGBColorSpace: Hashable, Sendable {
        /// Extended-range sRGB with the sRGB transfer function.
        case sRGB
        /// Extended-range sRGB with linear components.
        case sRGBLinear
    }
}
