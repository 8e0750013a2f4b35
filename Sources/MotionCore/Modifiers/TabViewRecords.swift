import Foundation

/// Tab bar and sidebar chrome [A]: MotionCore lays a `TabView` out without its bar or sidebar
/// ("Layout"), so these are recorded; views they place in the bar or sidebar are walked into a
/// node after the view (as toolbar items are), which a scripted tap can name.
extension View {
    /// When the tab bar minimizes as content scrolls [A]; recorded.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        styled("tabBarMinimizeBehavior(.\(behavior.name))")
    }
    /// A view above the tab bar [A]: walked into a node `TabViewBottomAccessory`.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(SecondaryItemsModifier(name: "TabViewBottomAccessory", items: content())).styled("tabViewBottomAccessory")
    }
    /// The same, shown only when `isEnabled` [A] (otherwise neither walked nor recorded).
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        modifier(SecondaryItemsModifier(name: "TabViewBottomAccessory", items: content().visible(isEnabled)))
            .styled("tabViewBottomAccessory", isEnabled: isEnabled)
    }
    /// Which tabs a person has hidden or moved, kept in `customization` [A]; recorded.
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        styled("tabViewCustomization")
    }
    /// How the search tab activates its field [A]; recorded.
    public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View {
        styled("tabViewSearchActivation(.\(activation.name))")
    }
    /// A bar at the bottom of the sidebar [A]: walked into a node `TabViewSidebarBottomBar`.
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(SecondaryItemsModifier(name: "TabViewSidebarBottomBar", items: content()))
    }
    /// The sidebar's footer [A]: walked into a node `TabViewSidebarFooter`.
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(SecondaryItemsModifier(name: "TabViewSidebarFooter", items: content()))
    }
    /// The sidebar's header [A]: walked into a node `TabViewSidebarHeader`.
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(SecondaryItemsModifier(name: "TabViewSidebarHeader", items: content()))
    }
}

/// When the tab bar minimizes [A].
public struct TabBarMinimizeBehavior: Sendable {
    let name: String
    public static var automatic: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "automatic") }
    public static var onScrollDown: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollDown") }
    public static var onScrollUp: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollUp") }
    public static var never: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "never") }
}

/// How the search tab activates its field [A].
public struct TabSearchActivation: Sendable {
    let name: String
    public static var automatic: TabSearchActivation { TabSearchActivation(name: "automatic") }
    public static var searchTabSelection: TabSearchActivation { TabSearchActivation(name: "searchTabSelection") }
}

/// The tabs a person has hidden or reordered [A]; kept as your code sets it.
public struct TabViewCustomization: Equatable, Sendable {
    public init() {}
}

/// A view walked only when `isVisible`.
struct VisibleIf<Content: View>: View {
    let isVisible: Bool
    let content: Content
    var body: some View {
        if isVisible { content }
    }
}

extension View {
    /// This view when `isVisible`, else nothing.
    func visible(_ isVisible: Bool) -> VisibleIf<Self> { VisibleIf(isVisible: isVisible, content: self) }
}
