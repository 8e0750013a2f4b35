/// A key for a custom value carried by a `Transaction` [A].
///
/// ```swift
/// struct IsFromTapKey: TransactionKey { static let defaultValue = false }
/// ```
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value

    /// The value read from a transaction that has none set.
    static var defaultValue: Value { get }
}
