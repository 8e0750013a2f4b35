/// A colour, reduced to what animation needs: a constant RGBA value and a name for traces.
///
/// SwiftUI's `Color` is a view and a shape style that resolves against an environment [A].
/// MotionCore's is headless: every colour resolves to one `Color.Resolved` (the light-mode,
/// standard-contrast value; see `Color+Named.swift`). The runtime reads it with `resolvedValue`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The resolved value (light mode), in linear sRGB.
    package var resolvedValue: Resolved

    /// The HDR content headroom given with `headroom(_:)` or `exposureAdjust(_:)` (a linear
    /// factor over SDR white), nil when none was given [A].
    package var contentHeadroom: Float? = nil

    /// A description in SwiftUI's style: the name of a named colour (`red`), `NN% name` after
    /// `opacity(_:)`, otherwise the resolved value's `#RRGGBBAA`.
    public let description: String

    package init(resolvedValue: Resolved, description: String) {
        self.resolvedValue = resolvedValue
        self.description = description
    }

    /// Creates a constant colour with the values of `resolved` [A `Color.init(_:)`, iOS 17].
    public init(_ resolved: Resolved) {
        self.init(resolvedValue: resolved, description: resolved.description)
    }
}
