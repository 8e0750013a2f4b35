/// The contrast of the colour scheme [A]: `.standard` unless Increase Contrast is on.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard, increased
}

/// The weight of text for legibility [A]: `.bold` when Bold Text is on.
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

/// Whether a window is active, key or neither [A] (a macOS value; an iPhone app's window is key).
public enum ControlActiveState: Hashable, Sendable, CaseIterable {
    case key, active, inactive
}

/// How prominent the background is [A].
public struct BackgroundProminence: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    /// The usual prominence [A].
    public static let standard = BackgroundProminence(description: "standard")
    /// A more prominent background, on which content uses less prominent styles [A].
    public static let increased = BackgroundProminence(description: "increased")
}

/// The order of a menu's items [A].
public struct MenuOrder: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    /// The system's order [A].
    public static let automatic = MenuOrder(description: "automatic")
    /// The first item nearest to where the menu opens [A].
    public static let priority = MenuOrder(description: "priority")
    /// Top to bottom as written [A].
    public static let fixed = MenuOrder(description: "fixed")
}

/// Which side of a line break a text selection sticks to [A].
public enum TextSelectionAffinity: Hashable, Sendable {
    case automatic, upstream, downstream
}

/// How much detail views show [A].
public struct LevelOfDetail: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    /// All the detail [A].
    public static let `default` = LevelOfDetail(description: "default")
    /// Less detail [A].
    public static let simplified = LevelOfDetail(description: "simplified")
}

/// Whether materials look active [A].
public struct MaterialActiveAppearance: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    /// As the window is [A].
    public static let automatic = MaterialActiveAppearance(description: "automatic")
    /// Always active [A].
    public static let active = MaterialActiveAppearance(description: "active")
    /// Always inactive [A].
    public static let inactive = MaterialActiveAppearance(description: "inactive")
    /// As the window is, also where the system would not [A].
    public static let matchWindow = MaterialActiveAppearance(description: "matchWindow")
}
