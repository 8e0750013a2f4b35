/// A tap target that cannot be found or tapped.
@_spi(Runtime)
public struct TapTargetError: Error, Equatable, CustomStringConvertible {
    public let description: String
}

extension ViewRuntime {
    /// Taps `target` at the current frame: `*` is the first tappable view in tree order;
    /// otherwise the first view whose button or control title, text, symbol name, control button
    /// name (a stepper's `Increment`, `Decrement`) or path is `target`, or its nearest tappable
    /// ancestor. Runs the first tap action of that view (a button's action,
    /// or its innermost `onTapGesture`), then the updates it causes.
    public func tap(_ target: String) throws(TapTargetError) {
        let chosen: ViewNode?
        var named: ViewNode?
        if target == "*" {
            chosen = host.subtree.dropFirst().first { $0.isAlive && !$0.isRemoving && !$0.tapActions.isEmpty }
            guard chosen != nil else { throw TapTargetError(description: "there is no tappable view to tap ('*')") }
        } else {
            named = try findTarget(target)
            var candidate: ViewNode? = named
            while let node = candidate, node.tapActions.isEmpty { candidate = node.parent }
            guard candidate != nil, candidate !== host else {
                throw TapTargetError(description: "'\(target)' is not tappable (no button or onTapGesture on it or around it)")
            }
            chosen = candidate
        }
        guard let node = chosen, let action = node.tapActions.first else { return }
        // The finger lands on the centre of the named view (of the tapped one for `*`); a
        // control's button part has no frame of its own: its control's.
        let frame = presentedFrame(of: node) ?? node.reportingNode.flatMap(presentedFrame(of:)) ?? .zero
        let point = (named.flatMap(presentedFrame(of:)) ?? frame).center
        inContext {
            record("tap", node: node, detail: target)
            currentTap = (point, frame)
            action()
            currentTap = nil
            flush()
        }
    }
}
