import Foundation
import MotionAnimation

/// A tap target that cannot be found or tapped.
@_spi(Runtime)
public struct TapTargetError: Error, Equatable, CustomStringConvertible {
    public let description: String
}

extension ViewRuntime {
    /// The longest pause between two taps that still count as taps in a row (a double tap),
    /// seconds [GUESS: iOS does not document its interval; about a third of a second].
    static let multiTapInterval = 0.3

    /// Taps `target` at the current frame: `*` is the first view in tree order with an action a
    /// tap runs (a button's, a control's, `onTapGesture`, a gesture), passing over a picker's
    /// options and views whose tap actions all want more taps in a row (only when there is none
    /// of those, the first tappable view); otherwise the first view whose button or control title,
    /// text, symbol name, control button name (a stepper's `Increment`, `Decrement`) or path is
    /// `target`, or its nearest tappable ancestor. `*` passes over disabled views while an enabled
    /// one can take the tap; a tap on a disabled view is recorded and runs nothing.
    ///
    /// Taps on the same view at most `multiTapInterval` apart are taps in a row. A view with tap
    /// actions counts the n-th as tap ((n − 1) mod m) + 1, m the largest count it asks for, and
    /// runs the first (innermost) action whose count is the tap's; a view with only gestures gets
    /// a finger down and up where the tap lands, in this frame, with n (`TapGesture(count: k)`
    /// ends on every k-th; a long press fails). Then the updates it causes run.
    public func tap(_ target: String) throws(TapTargetError) {
        let chosen: ViewNode?
        var named: ViewNode?
        if target == "*" {
            // A disabled view is passed over while an enabled one can take the tap.
            let live = host.subtree.dropFirst().filter { $0.isAlive && !$0.isRemoving }
            let enabled = live.filter(\.acceptsInteraction)
            chosen = enabled.first { $0.hasActionForOneTap } ?? enabled.first { $0.isTappable }
                ?? live.first { $0.hasActionForOneTap } ?? live.first { $0.isTappable }
            guard chosen != nil else { throw TapTargetError(description: "there is no tappable view to tap ('*')") }
        } else {
            named = try findTarget(target)
            var candidate: ViewNode? = named
            while let node = candidate, !node.isTappable { candidate = node.parent }
            guard candidate != nil, candidate !== host else {
                throw TapTargetError(description: "'\(target)' is not tappable (no button, onTapGesture or gesture on it or around it)")
            }
            chosen = candidate
        }
        guard let node = chosen else { return }
        let count = nextTapCount(on: node)
        // The finger lands on the centre of the named view (of the tapped one for `*`); a
        // control's button part has no frame of its own: its control's.
        let frame = presentedFrame(of: node) ?? node.reportingNode.flatMap(presentedFrame(of:)) ?? .zero
        let point = (named.flatMap(presentedFrame(of:)) ?? frame).center
        inContext {
            record(.tap, node: node, detail: node.acceptsInteraction ? target : "\(target) (disabled)")
            touches.currentTap = (point, frame)
            if !node.acceptsInteraction {
                // The finger lands, and nothing answers it.
            } else if !node.tapActions.isEmpty {
                node.tapActions.first { $0.count == count }?.run()
            } else {
                let touch = beginTouch(on: node, at: point, viewOrigin: frame.origin, kind: "tap", tapCount: count)
                deliver(touch, .ended, translation: .zero)
            }
            touches.currentTap = nil
            flush()
        }
    }

    /// Counts a tap on `node` in its row of taps (see `tap(_:)`).
    private func nextTapCount(on node: ViewNode) -> Int {
        // Tap actions cycle through their counts; gestures see the plain count in the row
        // (`TapGesture(count: n)` ends on every n-th).
        let longest = node.tapActions.isEmpty ? Int.max : max(1, node.tapActions.map(\.count).max() ?? 1)
        var count = 1
        if let last = node.tapSequence, time - last.time <= Self.multiTapInterval + 1e-9 {
            count = last.count % longest + 1
        }
        node.tapSequence = (time, count)
        return count
    }
}

extension ViewNode {
    /// Whether a tap can reach the node: a tap action or a gesture.
    var isTappable: Bool {
        !tapActions.isEmpty || !gestures.isEmpty
    }

    /// Whether one tap runs an action of the node: a gesture, or a single-tap action that does
    /// not just pick a picker's option.
    var hasActionForOneTap: Bool {
        !gestures.isEmpty || tapActions.contains { $0.count == 1 && !$0.selectsOption }
    }

    /// Whether a touch on the node reaches its tap actions and gestures: not when the node, or a
    /// view around it, was walked with `isEnabled` false in its environment (`disabled(true)`
    /// above it) [A `disabled(_:)`: "whether users can interact with this view"]. Views a control
    /// makes for its parts (a stepper's buttons, a picker's options) are not walked themselves
    /// and follow their control.
    var acceptsInteraction: Bool {
        var node: ViewNode? = self
        while let current = node {
            if !current.isEnabled { return false }
            node = current.parent
        }
        return true
    }
}
