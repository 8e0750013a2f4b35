import Foundation
import MotionAnimation

/// A scripted touch in progress: the view it landed on and its gestures' recognisers.
@_spi(Runtime)
public final class Touch {
    let node: ViewNode
    let drivers: [(TouchSample) -> Void]
    let start: CGPoint
    let viewOrigin: CGPoint
    /// What the script does (`drag`, `press`, `pinch`, `rotate`, `tap`), for events.
    let kind: String
    /// The taps in a row this touch completes (1 but for a scripted tap).
    let tapCount: Int
    /// Fingers: two for `pinch` and `rotate` (one-finger gestures such as a long press or a tap
    /// fail on them [GUESS]).
    var fingers: Int { kind == "pinch" || kind == "rotate" ? 2 : 1 }

    init(node: ViewNode, drivers: [(TouchSample) -> Void], start: CGPoint, viewOrigin: CGPoint, kind: String, tapCount: Int = 1) {
        self.node = node
        self.tapCount = tapCount
        self.drivers = drivers
        self.start = start
        self.viewOrigin = viewOrigin
        self.kind = kind
    }
}

extension ViewRuntime {
    /// Touches `target` down at the current frame, at the centre of its presented frame: the
    /// nearest view with gestures (the target or an ancestor, else the first inside the target)
    /// gets a fresh recogniser for each of its gestures, and the touch's first sample. `kind` names the script in events.
    public func touchDown(on target: String, kind: String = "drag") throws(TapTargetError) -> Touch {
        let named = try findTarget(target)
        var candidate: ViewNode? = named
        while let node = candidate, node.gestures.isEmpty { candidate = node.parent }
        if candidate == nil || candidate === host {
            // A view naming a container: the first view with a gesture inside it.
            candidate = named.subtree.first { !$0.gestures.isEmpty && $0.isAlive && !$0.isRemoving }
        }
        guard let node = candidate, node !== host else {
            throw TapTargetError(description: "'\(target)' has no gesture (no .gesture on it, around it or inside it)")
        }
        let frame = presentedFrame(of: named) ?? .zero
        record(.gesture, node: node, detail: "\(kind) began")
        return beginTouch(on: node, at: frame.center, viewOrigin: frame.origin, kind: kind)
    }

    /// A finger down on `node`'s gestures at `point`: a fresh recogniser for each, and the first
    /// sample.
    func beginTouch(on node: ViewNode, at point: CGPoint, viewOrigin: CGPoint, kind: String, tapCount: Int = 1) -> Touch {
        // A disabled view's gestures do not see the finger (`ViewNode.acceptsInteraction`).
        let drivers = node.acceptsInteraction ? node.gestures.map { $0.makeDriver() } : []
        let touch = Touch(node: node, drivers: drivers, start: point, viewOrigin: viewOrigin, kind: kind, tapCount: tapCount)
        deliver(touch, .began, translation: .zero)
        return touch
    }

    /// Moves the touch to `translation` from where it began (with two-finger `magnification` and
    /// `rotation`) at the current frame.
    public func touchMove(_ touch: Touch, translation: CGSize, magnification: CGFloat = 1, rotation: Angle = .zero) {
        deliver(touch, .moved, translation: translation, magnification: magnification, rotation: rotation)
    }

    /// Lifts the touch at the current frame, where its last sample was.
    public func touchUp(_ touch: Touch, translation: CGSize, magnification: CGFloat = 1, rotation: Angle = .zero) {
        deliver(touch, .ended, translation: translation, magnification: magnification, rotation: rotation)
        record(.gesture, node: touch.node, detail: "\(touch.kind) ended")
    }

    func deliver(_ touch: Touch, _ phase: TouchSample.Phase, translation: CGSize, magnification: CGFloat = 1, rotation: Angle = .zero) {
        let sample = TouchSample(
            phase: phase, time: time, location: CGPoint(x: touch.start.x + translation.width, y: touch.start.y + translation.height),
            startLocation: touch.start, viewOrigin: touch.viewOrigin, magnification: magnification, rotation: rotation,
            fingers: touch.fingers, tapCount: touch.tapCount)
        inContext {
            for driver in touch.drivers { driver(sample) }
            flush()
        }
    }

    /// The view `target` names: a button title, a text, a symbol name, a control's button
    /// (`Increment`), or a path (a control's button: its control's path, `/`, its name).
    func findTarget(_ target: String) throws(TapTargetError) -> ViewNode {
        // `*` for touches: the first view with a gesture.
        let nodes = host.subtree.dropFirst().filter { $0.isAlive && !$0.isRemoving }
        if target == "*", let first = nodes.first(where: { !$0.gestures.isEmpty }) { return first }
        func hasPath(_ node: ViewNode) -> Bool {
            if node.isVisible { return node.path == target }
            return node.layout.part != nil && !node.labels.isEmpty && node.path + "/" + node.name == target
        }
        guard let named = nodes.first(where: { $0.labels.contains(target) || hasPath($0) }) else {
            throw TapTargetError(description: "no view is named '\(target)' (a button title, a text, an SF Symbol name or a path)")
        }
        return named
    }
}
