import Foundation

/// The system's bars and a sheet's chrome [A]: the status bar, the navigation bar and toolbars
/// and a sheet's background are not drawn here, so each modifier that styles them is recorded on
/// the view's node. (The deprecated navigation bar title and items are in
/// DeprecatedModifiers.swift.)
extension View {
    /// Hides the status bar [A]; recorded.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { styled("statusBarHidden(\(hidden))") }
    /// Hides the status bar (the older form) [A]; recorded as `statusBarHidden`.
    public func statusBar(hidden: Bool) -> some View { statusBarHidden(hidden) }
    /// Whether the home indicator and other system overlays show [A]; recorded.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { styled("persistentSystemOverlays(.\(visibility))") }
    /// Hides the navigation bar (deprecated) [A]; recorded (the stack's bar height is unchanged).
    public func navigationBarHidden(_ hidden: Bool) -> some View { styled("navigationBarHidden(\(hidden))") }

    /// Whether the bars show [A]; recorded.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        styled("toolbar(.\(visibility), for: \(ToolbarPlacement.described(bars)))")
    }
    /// The same (iOS 18) [A]; recorded as `toolbar(_:for:)`.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        styled("toolbar(.\(visibility), for: \(ToolbarPlacement.described(bars)))")
    }
    /// The bars' background [A]; recorded.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        styled("toolbarBackground(\(style), for: \(ToolbarPlacement.described(bars)))")
    }
    /// Whether the bars' background shows [A]; recorded.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        styled("toolbarBackground(.\(visibility), for: \(ToolbarPlacement.described(bars)))")
    }
    /// Whether the bars' background shows (iOS 18) [A]; recorded as `toolbarBackground`.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        styled("toolbarBackground(.\(visibility), for: \(ToolbarPlacement.described(bars)))")
    }
    /// The bars' colour scheme (nil: the view's) [A]; recorded.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        styled("toolbarColorScheme(\(colorScheme.map { ".\($0)" } ?? "nil"), for: \(ToolbarPlacement.described(bars)))")
    }
    /// The style of the bars' content [A]; recorded.
    public func toolbarForegroundStyle<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        styled("toolbarForegroundStyle(\(style), for: \(ToolbarPlacement.described(bars)))")
    }
    /// What the toolbar is for, which sets where its items go [A]; recorded.
    public func toolbarRole(_ role: ToolbarRole) -> some View { styled("toolbarRole(.\(role.name))") }
    /// Hides a toolbar item [A]; recorded.
    public func toolbarItemHidden(_ hidden: Bool = true) -> some View { styled("toolbarItemHidden(\(hidden))") }
    /// A menu opened from the navigation title [A]; recorded (not walked).
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { styled("toolbarTitleMenu(\(C.self))") }

    /// Removes a toolbar item a container adds by default (nil: none) [A]; recorded.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        styled("toolbar(removing: \(defaultItemKind.map { ".\($0.name)" } ?? "nil"))")
    }
    /// The width of a `NavigationSplitView` column, in points [A]; recorded.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        styled("navigationSplitViewColumnWidth(\(describe(Double(width))))")
    }
    /// The width of a column, with its bounds, in points [A]; recorded.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        styled("navigationSplitViewColumnWidth(ideal: \(describe(Double(ideal))))")
    }
    /// The screen pushed while `item` is not nil [A]: recorded; navigation is not simulated.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        styled("navigationDestination(item:)")
    }
    /// An editable title bound to `title` [A]: the title the stack reads, as `navigationTitle`.
    public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(title.wrappedValue) }

    /// Whether an open sheet keeps a Mac app from quitting (nil: the default) [A]; recorded.
    public func presentationPreventsAppTermination(_ prevents: Bool?) -> some View {
        styled("presentationPreventsAppTermination(\(prevents.map { "\($0)" } ?? "nil"))")
    }
    /// Runs `action` with a URL the app is asked to open [A]: no URL is ever opened here, so it
    /// never runs; recorded.
    public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { styled("onOpenURL") }

    /// A sheet's background [A]; recorded (the sheet is not drawn).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { styled("presentationBackground(\(style))") }
    /// A sheet's background view [A]; recorded (not walked).
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        styled("presentationBackground(\(V.self))")
    }
    /// Whether the view behind a sheet takes touches [A]; recorded.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        styled("presentationBackgroundInteraction(.\(interaction.name))")
    }
    /// What a popover or sheet becomes in compact size classes [A]; recorded.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        styled("presentationCompactAdaptation(.\(adaptation.name))")
    }
    /// The same, per axis [A]; recorded.
    public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation) -> some View {
        styled("presentationCompactAdaptation(horizontal: .\(horizontalAdaptation.name), vertical: .\(verticalAdaptation.name))")
    }
    /// Whether a swipe on a sheet resizes it or scrolls its content [A]; recorded.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        styled("presentationContentInteraction(.\(behavior.name))")
    }
    /// The heights a sheet may rest at, with the one it is at bound to `selection` [A]; recorded
    /// like `presentationDetents(_:)` (no drag changes `selection`).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        presentationDetents(detents)
    }
}

/// A bar a toolbar modifier applies to [A].
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let bottomOrnament = ToolbarPlacement(name: "bottomOrnament")
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")

    /// `[.navigationBar, .tabBar]`.
    static func described(_ bars: [ToolbarPlacement]) -> String { "[\(bars.map { ".\($0.name)" }.joined(separator: ", "))]" }
}

/// A toolbar item a container adds by default [A].
public struct ToolbarDefaultItemKind: Sendable {
    let name: String
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    public static let title = ToolbarDefaultItemKind(name: "title")
    public static let search = ToolbarDefaultItemKind(name: "search")
}

/// What a toolbar is for [A].
public struct ToolbarRole: Sendable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

/// Whether the view behind a sheet takes touches [A].
public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled(upThrough: .\(detent.name))")
    }
}

/// What a presentation becomes in a compact size class [A].
public struct PresentationAdaptation: Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether a swipe on a sheet resizes it or scrolls its content [A].
public struct PresentationContentInteraction: Sendable {
    let name: String
    public static let automatic = PresentationContentInteraction(name: "automatic")
    public static let resizes = PresentationContentInteraction(name: "resizes")
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}
