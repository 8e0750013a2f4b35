import Foundation

/// `NavigationLink`'s older forms (deprecated for `navigationDestination` in iOS 16, still
/// compiled) [A]: `isActive:` and `tag:selection:`. A tap writes what SwiftUI writes, `true` to
/// `isActive` or the tag to `selection`, through the binding (with its transaction), then, as
/// every link, records that navigation is not simulated; the destination is never built.
extension NavigationLink {
    /// A link active while `isActive` is true, with a custom label [A].
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        activate = { isActive.wrappedValue = true }
    }

    /// A link active while `isActive` is true, to the view `destination` builds [A].
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        activate = { isActive.wrappedValue = true }
    }

    /// A link active while `selection` is `tag`, with a custom label [A].
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        activate = { selection.wrappedValue = tag }
    }

    /// A link active while `selection` is `tag`, to the view `destination` builds [A].
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        activate = { selection.wrappedValue = tag }
    }

    /// Whether the destination shows in the detail column of a split view (deprecated) [A];
    /// recorded.
    public func isDetailLink(_ isDetailLink: Bool) -> some View {
        styled("isDetailLink(\(isDetailLink))")
    }
}

extension NavigationLink where Label == Text {
    /// A titled link active while `isActive` is true [A].
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(titleKey, destination: destination)
        activate = { isActive.wrappedValue = true }
    }

    /// A titled link active while `isActive` is true, to the view `destination` builds [A].
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(titleKey, destination: destination)
        activate = { isActive.wrappedValue = true }
    }

    /// A titled link active while `selection` is `tag` [A].
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(title, destination: destination)
        activate = { selection.wrappedValue = tag }
    }

    /// A titled link active while `selection` is `tag`, to the view `destination` builds [A].
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(title, destination: destination)
        activate = { selection.wrappedValue = tag }
    }
}
