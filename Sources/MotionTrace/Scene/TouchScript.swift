import Foundation
@_spi(Runtime) import MotionCore

/// A scripted touch, played frame by frame: down at `startFrame`, held still for `holdFrames`
/// frames, moved linearly to its end over `moveFrames` frames (translation, scale and angle in
/// proportion), lifted at the last frame after that frame's sample, so the frame shows where
/// the finger got to and what the lift changes (a `@GestureState` reset, `onEnded`) starts at
/// that frame's time and shows from the next one.
struct TouchScript {
    let target: String
    let kind: String
    var startFrame: Int
    let holdFrames: Int
    let moveFrames: Int
    var translation = CGSize.zero
    var magnification: CGFloat = 1
    var rotation = Angle.zero
    private var touch: Touch?

    init(target: String, kind: String, startFrame: Int, holdFrames: Int, moveFrames: Int, translation: CGSize = .zero, magnification: CGFloat = 1, rotation: Angle = .zero) {
        self.target = target
        self.kind = kind
        self.startFrame = startFrame
        self.holdFrames = max(0, holdFrames)
        self.moveFrames = max(0, moveFrames)
        self.translation = translation
        self.magnification = magnification
        self.rotation = rotation
    }

    /// The frame the finger lifts at.
    var lastFrame: Int { startFrame + holdFrames + moveFrames }

    /// Delivers this frame's sample, if the touch is on at `frame`.
    mutating func play(frame: Int, on runtime: ViewRuntime) throws(TapTargetError) {
        guard frame >= startFrame, frame <= lastFrame else { return }
        if frame == startFrame { touch = try runtime.touchDown(on: target, kind: kind) }
        guard let touch else { return }
        let moved = frame - startFrame - holdFrames
        let progress = moveFrames == 0 ? (moved >= 0 ? 1.0 : 0) : min(1, max(0, Double(moved) / Double(moveFrames)))
        let step = CGSize(width: translation.width * progress, height: translation.height * progress)
        let scale = 1 + (magnification - 1) * progress
        let angle = Angle.radians(rotation.radians * progress)
        if frame > startFrame { runtime.touchMove(touch, translation: step, magnification: scale, rotation: angle) }
    }

    /// Lifts the finger if `frame` is the last: where the last move left it.
    mutating func lift(frame: Int, on runtime: ViewRuntime) {
        guard frame == lastFrame, let touch else { return }
        runtime.touchUp(touch, translation: translation, magnification: magnification, rotation: rotation)
        self.touch = nil
    }
}
