extension Binding where Value == AnyHashable {
    /// A binding to `base`'s value as an `AnyHashable` [A]: reads wrap the value; a write whose
    /// value is a `V` writes it to `base`, another value is ignored [GUESS: SwiftUI's cast].
    public init<V: Hashable>(_ base: Binding<V>) {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { value, transaction in
            if let value = value.base as? V { base.transaction(transaction).wrappedValue = value }
        })
    }
}
