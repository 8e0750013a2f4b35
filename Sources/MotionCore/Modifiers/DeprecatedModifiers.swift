import Foundation

/// Modifiers SwiftUI deprecated that still compile in Xcode (with a warning): each is the
/// modifier that replaced it, simulated or recorded as that one is, recorded under its own name.
extension View {
    /// An alert while `isPresented` is true [A]: `presentation` events by its title.
    @available(*, deprecated, message: "Use `alert(_:isPresented:actions:message:)` instead.")
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        modifier(DialogModifier(kind: "alert", title: content().title.string, isPresented: isPresented.wrappedValue))
    }

    /// An action sheet while `isPresented` is true [A]: `presentation` events by its title.
    @available(*, deprecated, message: "Use `confirmationDialog(_:isPresented:titleVisibility:actions:)` instead.")
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        modifier(DialogModifier(kind: "actionSheet", title: content().title.string, isPresented: isPresented.wrappedValue))
    }

    /// The navigation bar's title [A]: as `navigationTitle`.
    @available(*, deprecated, message: "Use `navigationTitle(_:)` instead.")
    public func navigationBarTitle(_ title: Text) -> some View {
        barTitled(title.string, mode: nil)
    }

    /// The navigation bar's title, from a key [A].
    @available(*, deprecated, message: "Use `navigationTitle(_:)` instead.")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        barTitled(titleKey.text, mode: nil)
    }

    /// The navigation bar's title, from a string [A].
    @available(*, deprecated, message: "Use `navigationTitle(_:)` instead.")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        barTitled(String(title), mode: nil)
    }

    /// The navigation bar's title and how it shows [A]: as `navigationTitle` and
    /// `navigationBarTitleDisplayMode`.
    @available(*, deprecated, message: "Use `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)` instead.")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        barTitled(title.string, mode: displayMode)
    }

    /// The navigation bar's title from a key, and how it shows [A].
    @available(*, deprecated, message: "Use `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)` instead.")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        barTitled(titleKey.text, mode: displayMode)
    }

    /// The navigation bar's title from a string, and how it shows [A].
    @available(*, deprecated, message: "Use `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)` instead.")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        barTitled(String(title), mode: displayMode)
    }

    private func barTitled(_ title: String, mode: NavigationBarItem.TitleDisplayMode?) -> some View {
        hinted { hints in
            if hints.navigationTitle == nil { hints.navigationTitle = title }
            if hints.titleDisplayMode == nil, let mode { hints.titleDisplayMode = mode }
        }
        .styled("navigationBarTitle(\(Text.quoted(title))\(mode.map { ", displayMode: .\($0)" } ?? ""))")
    }

    /// Items at the leading and trailing ends of the navigation bar [A]: as `toolbar`, walked
    /// into its `Toolbar` node.
    @available(*, deprecated, message: "Use `toolbar(content:)` instead.")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(SecondaryItemsModifier(name: "Toolbar", items: Group { leading; trailing }))
    }

    /// Items at the leading end of the navigation bar [A].
    @available(*, deprecated, message: "Use `toolbar(content:)` instead.")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(SecondaryItemsModifier(name: "Toolbar", items: leading))
    }

    /// Items at the trailing end of the navigation bar [A].
    @available(*, deprecated, message: "Use `toolbar(content:)` instead.")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(SecondaryItemsModifier(name: "Toolbar", items: trailing))
    }

    /// The accent colour below [A]: recorded, as `tint`.
    @available(*, deprecated, message: "Use `tint(_:)` instead.")
    public func accentColor(_ accentColor: Color?) -> some View {
        styled("accentColor(\(accentColor.map { "\($0)" } ?? "nil"))")
    }

    /// The colour scheme of the view and its content [A]: sets the environment's `colorScheme`
    /// below, as `environment(\.colorScheme, _)`, and is recorded.
    @available(*, deprecated, message: "Use `preferredColorScheme(_:)` or `environment(\\.colorScheme, _)` instead.")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        modifier(EnvironmentWriter { $0.colorScheme = colorScheme }).styled("colorScheme(.\(colorScheme))")
    }

    /// Whether autocorrection is off [A]; recorded, as `autocorrectionDisabled`.
    @available(*, deprecated, message: "Use `autocorrectionDisabled(_:)` instead.")
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        styled("disableAutocorrection(\(disable.map { "\($0)" } ?? "nil"))")
    }
}

/// Whether a view is presented, and the way to dismiss it (deprecated) [A]: read through
/// `@Environment(\.presentationMode)`; `dismiss()` does what `DismissAction` does.
public struct PresentationMode {
    /// Whether the view is in a presentation that is shown [A].
    public let isPresented: Bool
    let dismissAction: DismissAction

    /// Dismisses the presentation the view is in [A].
    public mutating func dismiss() {
        dismissAction()
    }
}

extension EnvironmentValues {
    /// The view's presentation mode, as a binding (deprecated) [A]: from `isPresented` and
    /// `dismiss`; writing it changes nothing.
    @available(*, deprecated, message: "Use `isPresented` or `dismiss` instead.")
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
