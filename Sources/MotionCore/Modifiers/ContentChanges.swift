import MotionAnimation

/// Content that cannot be interpolated (a text's string, a symbol's name): MotionCore draws
/// neither, so their changes are events of the trace.
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
