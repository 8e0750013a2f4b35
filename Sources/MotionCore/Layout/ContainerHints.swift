import Foundation

/// What a container reads from the views inside it, left on each view's node by its modifiers
/// (`navigationTitle`, `navigationBarTitleDisplayMode`) and landed again at every walk of the
/// node. When a node carries the same hint twice, the innermost modifier wins.
struct ContainerHints {
    /// `navigationTitle(_:)`: read by the enclosing `NavigationStack`.
    var navigationTitle: String?
    /// `navigationBarTitleDisplayMode(_:)`: read by the enclosing `NavigationStack`.
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
}

extension View {
    /// Leaves a hint for the container around the next node (kept when an inner modifier of
    /// that node already set it).
    func hinted(_ apply: @escaping (inout ContainerHints) -> Void) -> some View {
        modifier(AttachingModifier { _ in .hint(apply) })
    }
}
