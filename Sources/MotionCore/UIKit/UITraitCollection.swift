/// The interface environment a dynamic colour is resolved for [A `UITraitCollection`]: in
/// MotionCore always light mode at standard contrast, the appearance every colour resolves to.
public final class UITraitCollection: @unchecked Sendable {
    /// Light or dark [A `userInterfaceStyle`].
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Standard or increased contrast [A `accessibilityContrast`].
    public let accessibilityContrast: UIAccessibilityContrast

    /// A trait collection with an interface style [A `init(userInterfaceStyle:)`].
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        accessibilityContrast = .normal
    }

    /// The traits colours resolve with: light mode, standard contrast [A `current`].
    public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

/// Light or dark interface [A `UIUserInterfaceStyle`].
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// Standard or increased contrast [A `UIAccessibilityContrast`].
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal, high
}
