import Foundation
import MotionAnimation

extension Color {
    /// The colour's value in `environment` [A `resolve(in:)`, iOS 17]. MotionCore's colours have
    /// one appearance (light mode, standard contrast; see `Color`), so the environment changes
    /// nothing.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        resolvedValue
    }
}

extension Color {
    /// The colour's value in `environment` with its HDR content headroom [A `resolveHDR(in:)`,
    /// iOS 26]; the environment changes nothing, as for `resolve(in:)`.
    public func resolveHDR(in environment: EnvironmentValues) -> Color.ResolvedHDR {
        Color.ResolvedHDR(resolvedValue, headroom: contentHeadroom)
    }
}

extension Color.Resolved {
    /// The colour as a Core Graphics colour of its sRGB components and opacity [A `cgColor`]
    /// (MotionCore's `CGColor` keeps components, as UIKit code reads them).
    public var cgColor: CGColor {
        CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
}
