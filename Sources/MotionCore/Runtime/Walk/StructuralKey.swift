/// Where a view sits inside the content of the node that owns it: the runtime's notion of
/// structural identity (SEMANTICS.md, "Views and identity"; SwiftUI's "structural identity").
///
/// A node's children and the stored values of stateful modifiers (`.animation(_:value:)`,
/// `onChange`) are keyed by it, so they survive re-evaluation as long as the view keeps its
/// place: the same child of a `TupleView`, the same branch of an `if`, the same `ForEach` id, the
/// same `.id(_:)`.
struct StructuralKey: Hashable {
    /// One step of the path from the owner's content root.
    enum Component: Hashable {
        /// The i-th view of a block (`TupleView`).
        case index(Int)
        /// The branch of an `if`/`else` or `switch` (0 = first).
        case branch(Int)
        /// The content of an `if` without `else` when present.
        case some
        /// An element of `ForEach`, or an explicit `.id(_:)`.
        case id(AnyHashable)
        /// The content of a stateful modifier or of one that hosts views (`Walk.modifiedContent`):
        /// the modifier's own state and views are at the key before it.
        case content
        /// A type-erased view's dynamic type (`AnyView`): another type is another view.
        case type(ObjectIdentifier)
        /// A view a modifier hosts (`background`, `overlay`, a sheet's content) or its state, at the
        /// modifier's place (its content is one step further in, at `.content`).
        case slot(String)
        /// The n-th view with an identifier already seen in this walk (duplicate `ForEach` ids).
        case duplicate(Int)
    }

    private(set) var components: [Component] = []

    /// The content root of a node.
    static var root: StructuralKey { StructuralKey() }

    /// This key followed by `component`.
    func appending(_ component: Component) -> StructuralKey {
        var key = self
        key.components.append(component)
        return key
    }
}
