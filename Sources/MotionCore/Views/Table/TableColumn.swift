import Foundation

/// A table's columns [A]: each column knows its title and the view of its cell for a row value.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    associatedtype TableRowValue: Identifiable
    associatedtype TableColumnSortComparator
    /// The columns, in order: their titles and the cell views of a row value.
    var _columns: [_TableColumnCell<TableRowValue>] { get }
}

/// One column as a table lays it out: its title and its cell view for a row value.
public struct _TableColumnCell<RowValue> {
    let title: String
    let cell: (RowValue) -> any View
}

/// A column of a table [A] (iOS 16): its title and the view of its cell for each row.
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    let title: String
    let content: (RowValue) -> Content

    public var _columns: [_TableColumnCell<RowValue>] { [_TableColumnCell(title: title, cell: content)] }

    /// The column's width range [A]; recorded nowhere, since on an iPhone a table shows its first
    /// column alone, across the list's width.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column titled with a localised string key, its cells built by `content` [A].
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, content: content)
    }

    /// A column titled with a string, its cells built by `content` [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text, Content == Text {
    /// A column of the text at `value` of each row, sortable by it [A]; sorting is not simulated.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(title: titleKey.text, content: { Text($0[keyPath: value]) })
    }
}

/// Builds a table's columns [A].
@resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    public static func buildExpression<C: TableColumnContent>(_ column: C) -> _TableColumns<RowValue, Sort>
    where C.TableRowValue == RowValue {
        _TableColumns(_columns: column._columns)
    }

    public static func buildBlock(_ columns: _TableColumns<RowValue, Sort>...) -> _TableColumns<RowValue, Sort> {
        _TableColumns(_columns: columns.flatMap(\._columns))
    }
}

/// The columns a `TableColumnBuilder` built.
public struct _TableColumns<RowValue: Identifiable, Sort>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public let _columns: [_TableColumnCell<RowValue>]
}

/// How a person has arranged a table's columns [A]; kept, not applied (columns other than the
/// first do not show on an iPhone).
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable {
    public init() {}
}
