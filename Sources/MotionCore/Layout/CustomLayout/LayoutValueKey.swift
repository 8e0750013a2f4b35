import Foundation

/// A key for a value a view gives the `Layout` that places it [A `LayoutValueKey`].
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of a view that sets none [A].
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the `Layout` around the view `value` for `key` [A], read as `subview[key]`; the
    /// innermost value wins, as with every container hint.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        hinted { hints in
            if hints.layoutValues[ObjectIdentifier(key)] == nil { hints.layoutValues[ObjectIdentifier(key)] = value }
        }
    }
}
