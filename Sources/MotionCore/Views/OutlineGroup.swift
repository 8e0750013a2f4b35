import Foundation

/// A tree of rows, each element a row and each element with children a disclosure group of them
/// [A] (iOS 14). It has no node of its own: as a `ForEach`, its rows sit in the enclosing
/// container keyed by the elements' ids; an element whose children are not nil is a
/// `DisclosureGroup` labelled by its row, collapsed at first, whose content is its children's
/// rows (`OutlineSubgroupChildren`), so a tap on the row shows them.
public struct OutlineGroup<Data, ID: Hashable, Parent, Leaf, Subgroup>: View, BuiltinView {
    public typealias Body = Never
    let rows: () -> any View

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.walk(rows(), context)
    }
}

/// The rows of a subgroup's children, the content of its `DisclosureGroup` [A].
public struct OutlineSubgroupChildren: View, BuiltinView {
    public typealias Body = Never
    let rows: any View

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.walk(rows, context)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>, Leaf: View {
    /// The tree of a bound collection of identifiable elements, `children` giving each element's
    /// children (nil: a leaf) [A]; each row's view is given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection, E: Identifiable>(
        _ data: Binding<C>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, ID == E.ID, E == C.Element {
        rows = { OutlineRows.rows(data, id: \E.id, children: children, content: content) }
    }

    /// The tree of a bound collection, its elements identified by the key path `id` [A].
    public init<C: MutableCollection & RandomAccessCollection, E>(
        _ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, E == C.Element {
        rows = { OutlineRows.rows(data, id: id, children: children, content: content) }
    }
}

/// The rows of an outline: one per element, a disclosure group of the children's rows for an
/// element with children.
enum OutlineRows {
    static func rows<C: MutableCollection & RandomAccessCollection, ID: Hashable, Leaf: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, children: WritableKeyPath<C.Element, C?>,
        content: @escaping (Binding<C.Element>) -> Leaf
    ) -> any View {
        ForEach(data.wrappedValue.indices, identifiedBy: { data.wrappedValue[$0][keyPath: id] }) { index -> AnyView in
            let element = Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
            guard let current = element.wrappedValue[keyPath: children] else { return AnyView(content(element)) }
            let kids = Binding<C>(
                get: { data.wrappedValue[index][keyPath: children] ?? current },
                set: { data.wrappedValue[index][keyPath: children] = $0 })
            let subgroup = DisclosureGroup(content: { OutlineSubgroupChildren(rows: rows(kids, id: id, children: children, content: content)) }) {
                content(element)
            }
            return AnyView(subgroup)
        }
    }
}

extension List {
    /// A list of the tree of a bound collection of identifiable elements [A] (an `OutlineGroup`);
    /// the selection is not read.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// A list of the tree of a bound collection identified by the key path `id` [A]; the
    /// selection is not read.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }
}

extension List where SelectionValue == Never {
    /// A list of the tree of a bound collection of identifiable elements [A].
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// A list of the tree of a bound collection identified by the key path `id` [A].
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }
}
