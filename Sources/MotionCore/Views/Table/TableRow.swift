import Foundation

/// A table's rows [A]: the row values, in order.
public protocol TableRowContent<TableRowValue> {
    associatedtype TableRowValue: Identifiable
    /// The row values, in order.
    var _rowValues: [TableRowValue] { get }
}

/// A row of a table for one value [A].
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    let value: Value

    /// A row for `value` [A].
    public init(_ value: Value) {
        self.value = value
    }

    public var _rowValues: [Value] { [value] }
}

/// A row per element of a collection [A], what `Table(_:columns:)` makes of its data.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    let data: Data
    public var _rowValues: [Data.Element] { Array(data) }
}

/// Builds a table's rows [A].
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<R: TableRowContent>(_ rows: R) -> _TableRows<Value> where R.TableRowValue == Value {
        _TableRows(_rowValues: rows._rowValues)
    }

    public static func buildBlock(_ rows: _TableRows<Value>...) -> _TableRows<Value> {
        _TableRows(_rowValues: rows.flatMap(\._rowValues))
    }
}

/// The rows a `TableRowBuilder` built.
public struct _TableRows<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public let _rowValues: [Value]
}
