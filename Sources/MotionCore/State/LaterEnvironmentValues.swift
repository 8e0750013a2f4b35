import Foundation

// Environment values SwiftUI added in iOS 18 and 26, with what an iPhone in its default
// configuration reads outside the containers that set them (SEMANTICS.md, "the environment of an
// iPhone 16"). The modifiers that configure the same things (`buttonSizing(_:)`,
// `springLoadingBehavior(_:)`, `writingToolsBehavior(_:)`, `symbolColorRenderingMode(_:)`,
// `lineHeight(_:)` …) record their style and do not set these, as `lineLimit(_:)` does.

extension EnvironmentValues {
    /// How buttons size themselves [A]: `.automatic`, the platform's default.
    public var buttonSizing: ButtonSizing { self[LaterButtonSizingKey.self] }

    /// Whether dragging over a view activates it [A]: `.automatic`.
    public var springLoadingBehavior: SpringLoadingBehavior { self[LaterSpringLoadingBehaviorKey.self] }

    /// The Writing Tools behaviour requested for text input [A]: nil, none requested ([GUESS]
    /// the unset value).
    public var writingToolsBehavior: WritingToolsBehavior? { self[LaterWritingToolsBehaviorKey.self] }

    /// How symbols draw their colours [A]: nil (each symbol's own) unless set.
    public var symbolColorRenderingMode: SymbolColorRenderingMode? {
        get { self[LaterSymbolColorRenderingModeKey.self] }
        set { self[LaterSymbolColorRenderingModeKey.self] = newValue }
    }

    /// How symbols show their variable value [A]: nil (each symbol's own) unless set.
    public var symbolVariableValueMode: SymbolVariableValueMode? {
        get { self[LaterSymbolVariableValueModeKey.self] }
        set { self[LaterSymbolVariableValueModeKey.self] = newValue }
    }

    /// The line height of text [A]: nil (each context's own) unless set.
    public var lineHeight: AttributedString.LineHeight? {
        get { self[LaterLineHeightKey.self] }
        set { self[LaterLineHeightKey.self] = newValue }
    }

    /// Where the enclosing tab view shows its tabs [A]: in a tab's content `.bottomBar` (an
    /// iPhone's tab bar) or `.pageIndicator` (`.page` style); nil, undefined, elsewhere.
    public var tabBarPlacement: TabBarPlacement? { self[LaterTabBarPlacementKey.self] }

    /// Where the tab view's bottom accessory is [A]: nil, undefined outside the accessory.
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? { self[LaterTabViewBottomAccessoryPlacementKey.self] }

    /// The label style of controls in the window toolbar [A]: nil, the value outside a window
    /// toolbar (an iPhone has none).
    public var toolbarLabelStyle: ToolbarLabelStyle? { self[LaterToolbarLabelStyleKey.self] }

    /// The size of sidebar rows [A]: `.medium`, the only size outside macOS.
    public var sidebarRowSize: SidebarRowSize {
        get { self[LaterSidebarRowSizeKey.self] }
        set { self[LaterSidebarRowSizeKey.self] = newValue }
    }

    /// The document of a document-based app's scene [A]: nil, no document is open.
    public var documentConfiguration: DocumentConfiguration? { self[LaterDocumentConfigurationKey.self] }
}

/// Where a tab view shows its tabs [A `TabBarPlacement`].
public struct TabBarPlacement: Hashable, Sendable {
    let name: String
    /// A bar at the top (iPad and Mac) [A].
    public static let topBar = TabBarPlacement(name: "topBar")
    /// A bar at the bottom [A].
    public static let bottomBar = TabBarPlacement(name: "bottomBar")
    /// A page indicator [A].
    public static let pageIndicator = TabBarPlacement(name: "pageIndicator")
    /// A sidebar [A].
    public static let sidebar = TabBarPlacement(name: "sidebar")
    /// An ornament (visionOS) [A].
    public static let ornament = TabBarPlacement(name: "ornament")
}

/// Where a tab view's bottom accessory is [A `TabViewBottomAccessoryPlacement`].
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// Above the tab bar [A].
    case expanded
    /// In the tab bar, when it is minimised [A].
    case inline
}

/// The label style of a window toolbar [A `ToolbarLabelStyle`].
public struct ToolbarLabelStyle: Hashable, Sendable {
    let name: String
    /// The scene's best fit [A].
    public static var automatic: ToolbarLabelStyle { ToolbarLabelStyle(name: "automatic") }
    /// Icons only [A].
    public static var iconOnly: ToolbarLabelStyle { ToolbarLabelStyle(name: "iconOnly") }
    /// Titles and icons [A].
    public static var titleAndIcon: ToolbarLabelStyle { ToolbarLabelStyle(name: "titleAndIcon") }
    /// Titles only [A].
    public static var titleOnly: ToolbarLabelStyle { ToolbarLabelStyle(name: "titleOnly") }
}

/// The standard sizes of sidebar rows [A `SidebarRowSize`]; macOS follows the Sidebar Icon
/// Size setting, other platforms use `.medium` only.
public enum SidebarRowSize: Hashable, Sendable {
    case small, medium, large
}

/// The document of a document-based scene [A `DocumentConfiguration`].
public struct DocumentConfiguration: Sendable {
    /// Whether the document can be edited [A].
    public let isEditable: Bool
    /// Where the document is stored, if it has been saved [A].
    public let fileURL: URL?
}

enum LaterButtonSizingKey: EnvironmentKey { static var defaultValue: ButtonSizing { .automatic } }
enum LaterSpringLoadingBehaviorKey: EnvironmentKey { static var defaultValue: SpringLoadingBehavior { .automatic } }
enum LaterWritingToolsBehaviorKey: EnvironmentKey { static var defaultValue: WritingToolsBehavior? { nil } }
enum LaterSymbolColorRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolColorRenderingMode? { nil } }
enum LaterSymbolVariableValueModeKey: EnvironmentKey { static var defaultValue: SymbolVariableValueMode? { nil } }
enum LaterLineHeightKey: EnvironmentKey { static var defaultValue: AttributedString.LineHeight? { nil } }
enum LaterTabBarPlacementKey: EnvironmentKey { static var defaultValue: TabBarPlacement? { nil } }
enum LaterTabViewBottomAccessoryPlacementKey: EnvironmentKey { static var defaultValue: TabViewBottomAccessoryPlacement? { nil } }
enum LaterToolbarLabelStyleKey: EnvironmentKey { static var defaultValue: ToolbarLabelStyle? { nil } }
enum LaterSidebarRowSizeKey: EnvironmentKey { static var defaultValue: SidebarRowSize { .medium } }
enum LaterDocumentConfigurationKey: EnvironmentKey { static var defaultValue: DocumentConfiguration? { nil } }
