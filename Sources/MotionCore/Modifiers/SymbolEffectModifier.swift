import Foundation
import MotionAnimation

/// `symbolEffect(_:options:value:)` (a trigger) and `symbolEffect(_:options:isActive:)`
/// (SEMANTICS.md, "Symbol effects drawn"): a transparent node at the modifier's place keeps the
/// effect's playback; a change of the value is a `symbolEffect` event on the symbol, and the
/// effect's pose is drawn on it as `scaleEffect`, `opacity`, `rotationEffect` or `offset`,
/// evaluated again every frame while the effect runs (without animation: the pose is the
/// effect's own curve).
struct SymbolEffectModifier<Value: Equatable>: ViewModifier, BuiltinModifier {
    typealias Body = Never
    /// The effect's description (`.bounce.up`), for the events.
    let effect: String
    let options: SymbolEffectOptions
    let value: Value
    /// Whether every change plays the effect (`value:`), or the value switches it on and
    /// off (`isActive:`).
    let isTrigger: Bool

    init(effect: some SymbolEffect, options: SymbolEffectOptions, value: Value, isTrigger: Bool) {
        self.effect = "\(effect)"
        self.options = options
        self.value = value
        self.isTrigger = isTrigger
    }

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.node(for: Self.self, at: walk, visible: false, name: "symbolEffect", typeName: "symbolEffect")
        let playback = (node.animatorState as? SymbolEffectPlayback) ?? SymbolEffectPlayback(motion: SymbolEffectMotion(description: String(effect.dropFirst())))
        node.animatorState = playback
        let detail = update(playback, at: runtime.time)
        node.rewalk = { [unowned runtime, unowned node] transaction in
            var context = context
            context.transaction = transaction
            _ = self.evaluate(content, playback, node: node, runtime: runtime, context)
        }
        let symbol = evaluate(content, playback, node: node, runtime: runtime, context)
        if let detail, let symbol { runtime.record(.symbolEffect, node: symbol, animation: context.transaction.animation, detail: detail) }
    }

    /// Keeps this walk's value and starts or stops the effect when it changed; the event's
    /// detail (`.bounce played`, `.pulse started`), nil when nothing changed.
    private func update(_ playback: SymbolEffectPlayback, at time: Double) -> String? {
        let previous = playback.hasWalked ? playback.lastValue as? Value : nil
        let isFirst = !playback.hasWalked
        playback.lastValue = value
        playback.hasWalked = true
        let speed = options.speedFactor
        if isTrigger {
            guard let previous, previous != value else { return nil }
            // A discrete effect plays once unless its options ask for more [A].
            playback.play(at: time, options.plays ?? SymbolEffectPlays(count: 1), speed: speed)
            return "\(effect) played"
        }
        let active = value as? Bool ?? false
        guard active != (previous as? Bool ?? false) else { return nil }
        if playback.motion?.isHeldState == true {
            // The view that appears with the effect active shows its state from the start [GUESS].
            playback.hold(active, at: time, speed: speed, animated: !isFirst)
        } else if active {
            // Active, an effect repeats until switched off [A: `repeating` is the default of the
            // indefinite form]; an appearance plays once.
            let isAppear = if case .appear = playback.motion { true } else { false }
            playback.play(at: time, options.plays ?? SymbolEffectPlays(count: isAppear ? 1 : nil), speed: speed)
        } else {
            playback.stop(at: time)
        }
        return "\(effect) \(active ? "started" : "stopped")"
    }

    /// Walks the content with the effect's pose at the runtime's time; the node the pose landed
    /// on (the symbol).
    private func evaluate(_ content: any View, _ playback: SymbolEffectPlayback, node: ViewNode, runtime: ViewRuntime, _ context: WalkContext) -> ViewNode? {
        let pose = playback.pose(at: runtime.time)
        node.isFrameDriven = playback.isRunning(at: runtime.time)
        var context = context
        if let motion = playback.motion {
            let still = Transaction()
            if motion.drawsScale { context.pending.append(.property(Traced(.scaleEffect, TracedPoint(x: pose.scale, y: pose.scale)), still)) }
            if motion.drawsOpacity { context.pending.append(.property(Traced(.opacity, TracedScalar(pose.opacity, of: .opacity)), still)) }
            if motion.drawsRotation { context.pending.append(.property(Traced(.rotationEffect, Angle(degrees: pose.degrees)), still)) }
            if motion.drawsOffset {
                context.pending.append(.property(Traced(.offset, TracedPoint(x: pose.offset.width, y: pose.offset.height)), still))
            }
        }
        runtime.walks.nodeProbes.append(nil)
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(content, context)
        }
        return runtime.walks.nodeProbes.removeLast()
    }
}
