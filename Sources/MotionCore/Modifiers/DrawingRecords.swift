import Foundation
import MotionAnimation

/// Drawing modifiers whose effect on pixels the scene does not model (no pixel is rendered
/// here): recorded on the view they land on, in the order written.
extension View {
    /// Makes the view's luminance its alpha (dark is transparent, light opaque) [A]; recorded.
    public func luminanceToAlpha() -> some View { styled("luminanceToAlpha()") }

    /// The dynamic range images inside may show [A]; recorded.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        styled("allowedDynamicRange(\(range?.description ?? "nil"))")
    }

    /// Extends the view's content, mirrored and blurred, beyond the safe area under bars and
    /// sidebars [A]; recorded.
    public func backgroundExtensionEffect() -> some View { styled("backgroundExtensionEffect()") }

    /// The same effect, when `isEnabled` [A]; recorded only when on.
    public func backgroundExtensionEffect(isEnabled: Bool) -> some View {
        styled("backgroundExtensionEffect()", isEnabled: isEnabled)
    }

    /// How a Liquid Glass shape comes and goes [A]; recorded.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        styled("glassEffectTransition(.\(transition.name))")
    }
}

/// How a glass effect appears and disappears [A].
public struct GlassEffectTransition: Sendable {
    let name: String
    /// Morphs into nearby glass of its container [A].
    public static let matchedGeometry = GlassEffectTransition(name: "matchedGeometry")
    /// Fades its material in and out [A].
    public static let materialize = GlassEffectTransition(name: "materialize")
    /// No change [A].
    public static let identity = GlassEffectTransition(name: "identity")
}
