import Foundation

/// The state of one symbol effect on one view (SEMANTICS.md, "Symbol effects drawn"): when its
/// plays started, how many there are and when they stop, or the held state it moves to. Times
/// are runtime seconds.
final class SymbolEffectPlayback {
    let motion: SymbolEffectMotion?
    /// The value of the last walk (`value:` or `isActive:`); nil before the first.
    var lastValue: Any?
    var hasWalked = false

    /// The running plays: their start, the number (nil: until stopped), the pause between
    /// them, the length of one play (speed applied) and the time they are cut off.
    private var start: Double?
    private var count: Int?
    private var delay = 0.0
    private var playLength = SymbolEffectMotion.playDuration
    private var stopAt: Double?

    /// A held state's change: from a pose to another, starting at `heldStart` (nil: shown at once).
    private var heldFrom = SymbolEffectPose.rest
    private var heldTo = SymbolEffectPose.rest
    private var heldStart: Double?

    init(motion: SymbolEffectMotion?) {
        self.motion = motion
    }

    /// Starts plays at `time`. While plays of the same length and pause are under way, the new
    /// ones follow them instead, so that no play is cut short and a stop is called off [GUESS]:
    /// a second change during a bounce bounces again after it, and a value changed every frame
    /// keeps the effect playing.
    func play(at time: Double, _ plays: SymbolEffectPlays, speed: Double) {
        if start != nil, !isFinished(at: time), playLength == SymbolEffectMotion.playDuration / speed, delay == plays.delay {
            stopAt = nil
            count = count.flatMap { running in plays.count.map { running + $0 } }
            return
        }
        start = time
        count = plays.count
        delay = plays.delay
        playLength = SymbolEffectMotion.playDuration / speed
        stopAt = nil
    }

    /// Stops the plays: a play under way finishes, a pause ends now [GUESS].
    func stop(at time: Double) {
        guard let start, stopAt == nil else { return }
        let period = playLength + delay
        let index = ((time - start) / period).rounded(.down)
        let local = time - start - index * period
        stopAt = local < playLength ? start + index * period + playLength : time
    }

    /// Moves a held-state effect to its active pose or back to rest, over one play's length
    /// (`speed` applied), or at once when not `animated`.
    func hold(_ active: Bool, at time: Double, speed: Double, animated: Bool) {
        guard let motion else { return }
        heldFrom = pose(at: time)
        heldTo = active ? motion.heldPose : .rest
        playLength = SymbolEffectMotion.playDuration / speed
        heldStart = animated ? time : nil
    }

    /// The pose at `time`.
    func pose(at time: Double) -> SymbolEffectPose {
        guard let motion else { return .rest }
        if motion.isHeldState {
            guard let heldStart else { return heldTo }
            let f = min(1, max(0, (time - heldStart) / playLength))
            return heldFrom.mixed(with: heldTo, SymbolEffectMotion.easeInOut(f))
        }
        guard let start, !isFinished(at: time) else { return .rest }
        let period = playLength + delay
        let index = ((time - start) / period).rounded(.down)
        let local = time - start - index * period
        return local < playLength ? motion.pose(at: local / playLength) : .rest
    }

    /// Whether the pose may still change after `time`.
    func isRunning(at time: Double) -> Bool {
        guard let motion else { return false }
        if motion.isHeldState { return heldStart.map { time - $0 < playLength } ?? false }
        return start != nil && !isFinished(at: time)
    }

    private func isFinished(at time: Double) -> Bool {
        guard let start else { return true }
        if let stopAt, time >= stopAt { return true }
        guard let count else { return false }
        return time - start >= Double(count - 1) * (playLength + delay) + playLength
    }
}
