import Foundation
import MotionAnimation

extension View {
    /// Multiplies every colour drawn below by `color`, component by component [A]: property
    /// `colorMultiply` [`red`, `green`, `blue`, `opacity`], animatable; the scene does not apply
    /// it, as it does not apply `brightness`.
    public func colorMultiply(_ color: Color) -> some View {
        traced(.colorMultiply, TracedColor(color: color.resolvedValue))
    }

    /// Inverts the colours drawn below [A]; recorded.
    public func colorInvert() -> some View { styled("colorInvert()") }
}
