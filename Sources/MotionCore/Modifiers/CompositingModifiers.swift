import Foundation

/// How a view is composited with what is below it [A]: MotionCore draws nothing, so these are
/// recorded on the view's node, in the order written.
extension View {
    /// Blends the view with what is behind it [A]; recorded as `blendMode(.multiply)`.
    public func blendMode(_ blendMode: BlendMode) -> some View { styled("blendMode(.\(blendMode))") }

    /// Composites the view's content offscreen before it is shown [A]; recorded.
    public func compositingGroup() -> some View { styled("compositingGroup()") }

    /// Renders the view's content offscreen as one image [A]; recorded (`drawingGroup()`, and the
    /// options given when not the defaults).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        var options: [String] = []
        if opaque { options.append("opaque: true") }
        if colorMode != .nonLinear { options.append("colorMode: .\(colorMode)") }
        return styled("drawingGroup(\(options.joined(separator: ", ")))")
    }
}

/// The ways a view blends with what is behind it [A].
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// The colour space an offscreen rendering uses [A].
public enum ColorRenderingMode: Hashable, Sendable, CaseIterable {
    case nonLinear, linear, extendedLinear
}
