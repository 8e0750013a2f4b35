/// The place where `.id(_:)` is written, seen from outside: the identity that the modifiers
/// written after the `.id` belong to. A new id re-creates the view the `.id` is applied to and
/// what is inside it, not this place, so the lifecycle modifiers written outside it
/// (`onAppear`, `onDisappear`, `task`) run when the place appears and disappears, not at each
/// new id [S] (SEMANTICS.md, "Events and time").
///
/// Kept at the modifier's place in its owner's `modifierState`; the views its content produces
/// carry it (`ViewNode.identityPlaces`). It is shown from the update that inserts its first
/// view until the update that removes the last view carrying it (a view still in its removal
/// transition counts).
final class IdentityPlace {
    /// Holds the lifecycle modifiers written outside the `.id`, landed on it as on a view, and
    /// the tasks they start: a node of its own that is never in the tree.
    let lifecycle = ViewNode(visible: false, viewType: ObjectIdentifier(IdentityPlace.self), name: "id", typeName: "id", parent: nil)
    /// Whether the place's appear actions have run and its disappear actions not since.
    var isShown = false
    /// The views that carry the place.
    private var carriers: [WeakNode] = []

    /// Records that `node` carries the place.
    func carry(_ node: ViewNode) {
        carriers.removeAll { $0.node?.isAlive != true }
        if !carriers.contains(where: { $0.node === node }) { carriers.append(WeakNode(node: node)) }
    }

    /// Whether a view in the tree (shown or in its removal transition) still carries the place.
    var hasLiveCarrier: Bool {
        carriers.contains { $0.node?.isAlive == true }
    }
}
