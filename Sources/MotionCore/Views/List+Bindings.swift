import Foundation

/// `List` over a binding to a collection [A]: a row per element, each row's view given a binding
/// to its element (writes go through the collection's binding, with its transaction), the rows
/// identified by the elements' ids as `List(_:id:rowContent:)` identifies them. A selection is
/// not read (selection is not simulated).
extension List {
    init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        rows data: Binding<Data>, id: KeyPath<Data.Element, ID>, rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Data.Indices, ID, RowContent>, Data.Index: Hashable {
        content = ForEach(data.wrappedValue.indices, identifiedBy: { data.wrappedValue[$0][keyPath: id] }) { index in
            rowContent(Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 }))
        }
    }

    /// A row per element of the bound collection, identified by the key path `id` [A].
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Data.Indices, ID, RowContent>, Data.Index: Hashable {
        self.init(rows: data, id: id, rowContent: rowContent)
    }

    /// A row per element of the bound collection, identified by the key path `id`, selecting a
    /// set of rows [A].
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Data.Indices, ID, RowContent>, Data.Index: Hashable {
        self.init(rows: data, id: id, rowContent: rowContent)
    }

    /// A row per identifiable element of the bound collection [A].
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Data.Indices, Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(rows: data, id: \.id, rowContent: rowContent)
    }

    /// A row per identifiable element of the bound collection, selecting a set of rows [A].
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Data.Indices, Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(rows: data, id: \.id, rowContent: rowContent)
    }
}

extension List where SelectionValue == Never {
    /// A row per identifiable element of the bound collection [A].
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Data.Indices, Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(rows: data, id: \.id, rowContent: rowContent)
    }

    /// A row per element of the bound collection, identified by the key path `id` [A].
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Data.Indices, ID, RowContent>, Data.Index: Hashable {
        self.init(rows: data, id: id, rowContent: rowContent)
    }
}

extension ForEach {
    /// Views identified by `id` of each element (the engine's form of `init(_:id:content:)`).
    init(_ data: Data, identifiedBy id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = id
    }
}
