import MotionAnimation

/// Content that cannot be interpolated (a text's string, a symbol's name) and SF Symbol effects:
/// MotionCore draws neither, so their changes are events of the trace.
extension ViewRuntime {
    /// Records a `content` event when a text's string or a symbol's name changed in this walk:
    /// detail `"3" → "4"`, the content transition in the environment, and the animation of the
    /// change (none when it is not animated).
    func recordContentChange(of node: ViewNode, from old: String?, to new: String, quoted: Bool, _ context: WalkContext) {
        guard let old, old != new else { return }
        let show = { quoted ? Text.quoted($0) : $0 }
        record(
            .content, node: node, property: quoted ? "text" : "symbol",
            animation: context.transaction.animation,
            detail: "\(show(old)) → \(show(new)) \(context.environment.contentTransition)")
    }
}

/// `symbolEffect(_:options:value:)` (a trigger) and `symbolEffect(_:options:isActive:)`: the
/// value is kept at the modifier's place; a change is a `symbolEffect` event on the symbol.
struct SymbolEffectModifier<Value: Equatable>: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let effect: String
    let value: Value
    /// Whether every change plays the effect once (`value:`), or the value switches it on and
    /// off (`isActive:`).
    let isTrigger: Bool

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        // One slot per effect and kind of value, so that several effects on one view keep their own.
        let key = walk.key.appending(.slot("symbolEffect(\(effect)) \(isTrigger ? "value" : "isActive") \(Value.self)"))
        let previous = walk.owner.modifierState[key] as? Value
        walk.owner.modifierState[key] = value
        let runtime = walk.runtime
        runtime.walks.nodeProbes.append(nil)
        walk.modifiedContent.walk(content, context)
        guard let node = runtime.walks.nodeProbes.removeLast() else { return }
        let detail: String?
        if isTrigger {
            detail = previous.map { $0 != value ? "\(effect) played" : nil } ?? nil
        } else {
            let active = value as? Bool ?? false
            detail = previous.map { ($0 as? Bool) != active } ?? active ? "\(effect) \(active ? "started" : "stopped")" : nil
        }
        if let detail { runtime.record(.symbolEffect, node: node, animation: context.transaction.animation, detail: detail) }
    }
}
