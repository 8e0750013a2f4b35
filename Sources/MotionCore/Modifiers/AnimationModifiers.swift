import MotionAnimation

/// `.animation(_:value:)`: when `value` changed in this update, the content's transaction gets
/// `animation` (even `nil`), unless the transaction disables animations (SEMANTICS.md, "Transactions", [O]
/// `_AnimationModifier`). The value is stored at the modifier's place; the first evaluation is
/// never a change.
struct ValueAnimationModifier<Value: Equatable>: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let animation: Animation?
    let value: Value

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        var context = context
        let previous = walk.owner.modifierState[walk.key] as? Value
        walk.owner.modifierState[walk.key] = value
        if let previous, previous != value, !context.transaction.disablesAnimations {
            context.transaction.animation = animation
        }
        walk.appending(.content).walk(content, context)
    }
}

/// `.transaction(_:)`: transforms the transaction of the content on every update (SEMANTICS.md, "Transactions"; no
/// implicit check of `disablesAnimations`: the closure decides).
struct TransactionModifier: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let transform: (inout Transaction) -> Void

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        var context = context
        transform(&context.transaction)
        walk.walk(content, context)
    }
}

/// `.transaction(value:_:)`: transforms the transaction of the content when `value` changed in
/// this update (SEMANTICS.md, "Transactions").
struct ValueTransactionModifier<Value: Equatable>: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let value: Value
    let transform: (inout Transaction) -> Void

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        var context = context
        let previous = walk.owner.modifierState[walk.key] as? Value
        walk.owner.modifierState[walk.key] = value
        if let previous, previous != value { transform(&context.transaction) }
        walk.appending(.content).walk(content, context)
    }
}

/// `.animation(_:body:)` and `.transaction(_:body:)`: the modifiers in the body see the changed
/// transaction; the content (`PlaceholderContentView`) keeps the transaction from outside (SEMANTICS.md, "Transactions").
struct ScopedTransactionView<Inner: View>: View, BuiltinView {
    typealias Body = Never
    let transform: (inout Transaction) -> Void
    let inner: Inner

    func walk(_ walk: Walk, _ context: WalkContext) {
        var context = context
        context.savedTransactions.append(context.transaction)
        transform(&context.transaction)
        walk.walk(inner, context)
    }
}

extension View {
    /// Animates changes of the modifiers before this one with `animation` when `value` changes,
    /// overriding an explicit `withAnimation` for them [A], SEMANTICS.md, "Transactions".
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(ValueAnimationModifier(animation: animation, value: value))
    }

    /// Animates every change of the modifiers before this one with `animation` (deprecated in
    /// SwiftUI) [A], SEMANTICS.md, "Transactions".
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        transaction { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }

    /// Animates the modifiers inside `body` with `animation`; the view itself keeps the outer
    /// transaction [A], SEMANTICS.md, "Transactions".
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        ScopedTransactionView(
            transform: { if !$0.disablesAnimations { $0.animation = animation } },
            inner: body(PlaceholderContentView(content: self, restoresTransaction: true)))
    }

    /// Transforms the transaction of every change below [A], SEMANTICS.md, "Transactions".
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform))
    }

    /// Transforms the transaction of changes below when `value` changes [A], SEMANTICS.md, "Transactions".
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(ValueTransactionModifier(value: value, transform: transform))
    }

    /// Transforms the transaction of the modifiers inside `body` only [A], SEMANTICS.md, "Transactions".
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        ScopedTransactionView(transform: transform, inner: body(PlaceholderContentView(content: self, restoresTransaction: true)))
    }
}

extension ViewModifier {
    /// Applies `animation` to every change of the modifier's content (deprecated form) [A].
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some ViewModifier {
        concat(TransactionModifier { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        })
    }
}
