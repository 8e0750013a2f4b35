/// A region of a container that has its own bar [A `ContentToolbarPlacement`].
public struct ContentToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The sidebar of a `.sidebarAdaptable` tab view [A].
    public static let tabViewSidebar = ContentToolbarPlacement(name: "tabViewSidebar")
}

extension View {
    /// Items for the bar of `placement` in this container [A]; recorded, its items not walked: an
    /// iPhone shows a `.sidebarAdaptable` tab view as a tab bar, with no sidebar to hold them.
    public func contentToolbar<Content: View>(for placement: ContentToolbarPlacement, @ViewBuilder content: () -> Content) -> some View {
        styled("contentToolbar(for: .\(placement.name), \(Content.self))")
    }
}
