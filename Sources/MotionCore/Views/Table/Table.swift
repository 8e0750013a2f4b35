import Foundation

/// Rows of data in columns [A] (iOS 16). On an iPhone (a compact width) a table shows only its
/// first column, without headers, as a list [A: "narrow displays may adapt to show only the first
/// column"]: a visible node `Table` laid out as a `List`, a row per row value (keyed by its id)
/// holding the first column's cell. Selection, sorting and column customisation are not read.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View, ContainerView
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    public typealias Body = Never
    let rows: Rows
    let columns: Columns
    static var containerName: String { "Table" }
    var containerLayout: any ContainerLayout { ListLayout() }

    func prepareContent(_ environment: inout EnvironmentValues) {
        environment[InListKey.self] = true
    }

    /// The first column's cell of each row.
    var content: ForEach<[Value], Value.ID, AnyView> {
        let first = columns._columns.first
        return ForEach(rows._rowValues, identifiedBy: \.id) { value in
            first.map { AnyView(erasing: $0.cell(value)) ?? AnyView(EmptyView()) } ?? AnyView(EmptyView())
        }
    }

    init(rows: Rows, columns: Columns) {
        self.rows = rows
        self.columns = columns
    }
}

extension Table {
    /// A table of the rows `rows` builds, with the columns `columns` builds [A].
    public init(of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns())
    }

    /// A sortable table of built rows [A]; the sort order is not read.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns.TableColumnSortComparator == Sort {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of built rows selecting a set of them [A]; the selection is not read.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns())
    }

    /// A sortable table of built rows selecting a set of them [A]; neither is read.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns.TableColumnSortComparator == Sort {
        self.init(rows: rows(), columns: columns())
    }
}

extension Table {
    /// A table with a row per element of `data` [A].
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table with a row per element of `data`, selecting a set of rows [A]; not read.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table with a row per element of `data`, selecting one row [A]; not read.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A sortable table with a row per element of `data` [A]; the sort order is not read.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Columns.TableColumnSortComparator == Sort {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A sortable table with a row per element of `data`, selecting a set of rows [A]; neither is
    /// read.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Columns.TableColumnSortComparator == Sort {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table with a row per element of `data` and a column customisation [A]; not applied.
    public init<Data: RandomAccessCollection>(
        _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }
}
