/// Runs `body` so that the changes it makes animate with `animation` [A]:
/// `withTransaction(Transaction(animation: animation), body)` (SEMANTICS.md, "Transactions").
/// `nil` turns animation off for those changes; the default is `Animation.default`.
public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `animation` and runs `completion` once the animations it creates meet
/// `completionCriteria` [A]. The completion is recorded on the transaction; the runtime fires
/// it (see `AnimationCompletionListener`).
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
