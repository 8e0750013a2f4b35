import Foundation

/// The editing a list of a bound collection allows [A] (iOS 16): deleting and moving elements.
/// Editing is not simulated; the actions are recorded on each row (`editActions(.delete)`).
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Elements can be moved [A].
    public static var move: EditActions<Data> { EditActions(rawValue: 1) }
    /// Elements can be deleted [A].
    public static var delete: EditActions<Data> { EditActions(rawValue: 2) }
    /// Every action the collection allows [A].
    public static var all: EditActions<Data> { [.move, .delete] }

    /// `.all`, `.move`, `.delete`, or `[]`, as written.
    var recorded: String {
        switch rawValue {
        case 3: ".all"
        case 1: ".move"
        case 2: ".delete"
        default: "[]"
        }
    }
}

/// The positions of a collection's elements with their ids [A]: what a `ForEach` with
/// `editActions:` iterates, each element's row bound to the element at its index.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: RandomAccessCollection {
    /// An element's index in the base collection and its id.
    public struct Element {
        let index: Base.Index
        let id: ID
    }

    let elements: [Element]

    init(_ base: Base, id: (Base.Element) -> ID) {
        elements = base.indices.map { Element(index: $0, id: id(base[$0])) }
    }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element { elements[position] }
}

/// A row of an editable collection [A]: the row's view, with the edit actions recorded on it.
public struct EditableCollectionContent<Content: View, Data>: View, BuiltinView {
    public typealias Body = Never
    let content: Content
    let actions: String

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.walk(content.styled("editActions(\(actions))"), context)
    }
}

extension ForEach {
    /// A view per element of the bound collection, identified by the key path `id`, with the
    /// edits `editActions` allows [A]; each view is given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>, C.Index: Hashable {
        let actions = editActions.recorded
        self.init(IndexedIdentifierCollection(data.wrappedValue, id: { $0[keyPath: id] }), identifiedBy: \.id) { element in
            let binding = Binding(get: { data.wrappedValue[element.index] }, set: { data.wrappedValue[element.index] = $0 })
            return EditableCollectionContent(content: content(binding), actions: actions)
        }
    }

    /// A view per identifiable element of the bound collection, with the edits `editActions`
    /// allows [A].
    public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
        C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }
}

extension List {
    /// A list of the bound collection's identifiable elements, with the edits `editActions`
    /// allows [A]; the selection is not read.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
        Data.Element: Identifiable, Data.Index: Hashable {
        self.content = ForEach(data, editActions: editActions, content: rowContent)
    }

    /// A list of the bound collection identified by the key path `id`, with the edits
    /// `editActions` allows [A]; the selection is not read.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data.Index: Hashable {
        self.content = ForEach(data, id: id, editActions: editActions, content: rowContent)
    }
}

extension List where SelectionValue == Never {
    /// A list of the bound collection's identifiable elements, with the edits `editActions`
    /// allows [A].
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
        Data.Element: Identifiable, Data.Index: Hashable {
        self.content = ForEach(data, editActions: editActions, content: rowContent)
    }

    /// A list of the bound collection identified by the key path `id`, with the edits
    /// `editActions` allows [A].
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data.Index: Hashable {
        self.content = ForEach(data, id: id, editActions: editActions, content: rowContent)
    }
}
