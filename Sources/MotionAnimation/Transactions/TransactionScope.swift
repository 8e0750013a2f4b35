/// The identity of one `withTransaction` (or `withAnimation`) call, so that the view runtime can
/// apply the state changes made inside it as one update with one transaction.
///
/// SwiftUI applies `a = 1; withAnimation { b = 2 }` as two updates: `a` without animation, `b`
/// with it. The runtime groups consecutive state writes that share a scope (writes outside any
/// `withTransaction` share the `nil` scope) and re-evaluates the views once per group.
package final class TransactionScope: Sendable {
    package init() {}

    /// The scope of the innermost enclosing `withTransaction` call, `nil` outside any.
    @TaskLocal package static var current: TransactionScope?
}
