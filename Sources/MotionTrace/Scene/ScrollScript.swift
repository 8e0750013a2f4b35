import Foundation
@_spi(Runtime) import MotionCore

/// A scripted scroll, played frame by frame like a finger drag that scrolls: it begins at
/// `startFrame` (nothing moves yet), moves the content offset linearly by `translation` over
/// `moveFrames` frames (one step per frame, each frame showing its step), and ends at the last
/// frame, where it stops: no deceleration, no bounce, no paging.
struct ScrollScript {
    let target: String
    var startFrame: Int
    let moveFrames: Int
    let translation: CGSize
    private var drive: ScrollDrive?

    init(target: String, startFrame: Int, moveFrames: Int, translation: CGSize) {
        self.target = target
        self.startFrame = startFrame
        self.moveFrames = max(1, moveFrames)
        self.translation = translation
    }

    /// The frame the scroll ends at.
    var lastFrame: Int { startFrame + moveFrames }

    /// This frame's step, if the scroll is on at `frame`.
    mutating func play(frame: Int, on runtime: ViewRuntime) throws(TapTargetError) {
        guard frame >= startFrame, frame <= lastFrame else { return }
        if frame == startFrame { drive = try runtime.beginScroll(target) }
        guard let drive, frame > startFrame else { return }
        let progress = Double(frame - startFrame) / Double(moveFrames)
        runtime.scroll(drive, translation: CGSize(width: translation.width * progress, height: translation.height * progress))
        if frame == lastFrame {
            runtime.endScroll(drive)
            self.drive = nil
        }
    }
}
