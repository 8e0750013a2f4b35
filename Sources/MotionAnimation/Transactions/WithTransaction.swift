/// Runs `body` with `transaction` layered on the current transaction and returns its result
/// [A]. Keys set on `transaction` override the enclosing ones for changes made in `body`
/// (iOS 17 semantics, SEMANTICS.md, "Transactions"); the body runs synchronously.
public func withTransaction<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
    try TransactionScope.$current.withValue(TransactionScope()) {
        try Transaction.$current.withValue(Transaction.current.merging(transaction), operation: body)
    }
}

/// Runs `body` with the transaction property at `keyPath` set to `value` [A].
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
