import Foundation

/// The interface environment a dynamic colour is resolved for [A `UITraitCollection`]: in
/// MotionCore always light mode at standard contrast, the appearance every colour resolves to,
/// with the size classes and scale of the scenario's device.
public final class UITraitCollection: @unchecked Sendable {
    /// Light or dark [A `userInterfaceStyle`].
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Standard or increased contrast [A `accessibilityContrast`].
    public let accessibilityContrast: UIAccessibilityContrast
    /// The horizontal size class [A `horizontalSizeClass`].
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class [A `verticalSizeClass`].
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point [A `displayScale`].
    public let displayScale: CGFloat

    /// A trait collection with an interface style [A `init(userInterfaceStyle:)`]; its other
    /// traits are unspecified.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        accessibilityContrast = .normal
        horizontalSizeClass = .unspecified
        verticalSizeClass = .unspecified
        displayScale = 0
    }

    private init(screen: ScreenTraits) {
        userInterfaceStyle = .light
        accessibilityContrast = .normal
        horizontalSizeClass = UIUserInterfaceSizeClass(screen.horizontalSizeClass)
        verticalSizeClass = UIUserInterfaceSizeClass(screen.verticalSizeClass)
        displayScale = screen.scale
    }

    /// The traits colours resolve with: light mode, standard contrast, the device's size
    /// classes and scale [A `current`].
    public static var current: UITraitCollection { UITraitCollection(screen: ScreenTraits.current) }
}

/// A size class in UIKit [A `UIUserInterfaceSizeClass`].
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular

    init(_ sizeClass: UserInterfaceSizeClass) {
        self = sizeClass == .compact ? .compact : .regular
    }
}

/// Light or dark interface [A `UIUserInterfaceStyle`].
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// Standard or increased contrast [A `UIAccessibilityContrast`].
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal, high
}
