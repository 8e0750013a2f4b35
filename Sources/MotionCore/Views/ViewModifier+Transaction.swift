extension ViewModifier {
    /// The modifier with `transform` applied to the transactions of the views it modifies [A]:
    /// its content, modified, is walked as `transaction(_:)` on a view walks it.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        TransactionModifying(base: self, transform: transform)
    }
}

/// A modifier whose views' transactions `transform` changes.
struct TransactionModifying<Base: ViewModifier>: ViewModifier {
    let base: Base
    let transform: (inout Transaction) -> Void

    func body(content: Content) -> some View {
        content.modifier(base).transaction(transform)
    }
}
