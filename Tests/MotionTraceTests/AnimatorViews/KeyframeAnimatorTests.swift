import Foundation
import Testing
import MotionTrace

/// Keyframe animators (SEMANTICS.md, "Keyframes").
@Suite struct KeyframeAnimatorTests {
    private struct AnimationValues {
        var scale = 1.0
        var verticalStretch = 1.0
        var verticalOffset = 0.0
        var angle = Angle.zero
    }

    /// Apple's keyframe animator ("Controlling the timing and movements of your animations"),
    /// unchanged but for the import and `EmojiView`: four tracks of different lengths.
    struct KeyframeAnimationView: View {
        var emoji: String
        @State private var likeCount = 1

        var body: some View {
            EmojiView(emoji: emoji)
                .keyframeAnimator(
                    initialValue: AnimationValues(),
                    trigger: likeCount
                ) { content, value in
                    content
                        .rotationEffect(value.angle)
                        .scaleEffect(value.scale)
                        .scaleEffect(y: value.verticalStretch)
                        .offset(y: value.verticalOffset)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.36)
                        SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                        SpringKeyframe(1.0, spring: .bouncy)
                    }

                    KeyframeTrack(\.verticalOffset) {
                        LinearKeyframe(0.0, duration: 0.1)
                        SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                        SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                        SpringKeyframe(0.0, spring: .bouncy)
                    }

                    KeyframeTrack(\.verticalStretch) {
                        CubicKeyframe(1.0, duration: 0.1)
                        CubicKeyframe(0.6, duration: 0.15)
                        CubicKeyframe(1.5, duration: 0.1)
                        CubicKeyframe(1.05, duration: 0.15)
                        CubicKeyframe(1.0, duration: 0.88)
                        CubicKeyframe(0.8, duration: 0.1)
                        CubicKeyframe(1.04, duration: 0.4)
                        CubicKeyframe(1.0, duration: 0.22)
                    }

                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.zero, duration: 0.58)
                        CubicKeyframe(.degrees(16), duration: 0.125)
                        CubicKeyframe(.degrees(-16), duration: 0.125)
                        CubicKeyframe(.degrees(16), duration: 0.125)
                        CubicKeyframe(.zero, duration: 0.125)
                    }
                }
                .onTapGesture {
                    likeCount += 1
                }
        }
    }

    @Test func fourTracksOfDifferentLengthsFrameByFrame() throws {
        let trace = try traceOf(KeyframeAnimationView(emoji: "🎉"), taps: [("🎉", 0.5)])
        let timeline = KeyframeTimeline(initialValue: AnimationValues()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.0, duration: 0.36)
                SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                SpringKeyframe(1.0, spring: .bouncy)
            }
            KeyframeTrack(\.verticalOffset) {
                LinearKeyframe(0.0, duration: 0.1)
                SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                SpringKeyframe(0.0, spring: .bouncy)
            }
            KeyframeTrack(\.verticalStretch) {
                CubicKeyframe(1.0, duration: 0.1)
                CubicKeyframe(0.6, duration: 0.15)
                CubicKeyframe(1.5, duration: 0.1)
                CubicKeyframe(1.05, duration: 0.15)
                CubicKeyframe(1.0, duration: 0.88)
                CubicKeyframe(0.8, duration: 0.1)
                CubicKeyframe(1.04, duration: 0.4)
                CubicKeyframe(1.0, duration: 0.22)
            }
            KeyframeTrack(\.angle) {
                CubicKeyframe(.zero, duration: 0.58)
                CubicKeyframe(.degrees(16), duration: 0.125)
                CubicKeyframe(.degrees(-16), duration: 0.125)
                CubicKeyframe(.degrees(16), duration: 0.125)
                CubicKeyframe(.zero, duration: 0.125)
            }
        }
        let tapFrame = 30
        let values = trace.times.indices.map { frame in
            frame < tapFrame ? AnimationValues() : timeline.value(time: Double(frame) / 60 - 0.5)
        }
        let path = "KeyframeAnimationView/EmojiView"
        expectFrames(try trace.series(path, "rotationEffect"), values.map(\.angle.degrees))
        expectFrames(try trace.series(path, "scaleEffect"), values.map(\.scale))
        expectFrames(try trace.series(path, "scaleEffect[1]", 1), values.map(\.verticalStretch))
        expectFrames(try trace.series(path, "offset", 1), values.map(\.verticalOffset))
        // The trace runs until the longest track ends, then stops.
        let end = 0.5 + timeline.duration
        #expect(trace.times.last! >= end && trace.times.last! - 1.0 / 60 < end)
        // A boundary event at every segment end of every track.
        let boundaries = trace.events("keyframe").compactMap { $0.detail.flatMap(Double.init) }
        #expect(boundaries == timeline.segmentBoundaryTimes.map { ($0 * 1e9).rounded() / 1e9 })
    }

    private struct BellValues {
        var angle = Angle.zero
        var scale = 1.0
    }

    /// The bell's swing and bump.
    @KeyframesBuilder<BellValues>
    private static func ringing() -> some Keyframes<BellValues> {
        KeyframeTrack(\.angle) {
            CubicKeyframe(.degrees(20), duration: 0.1)
            CubicKeyframe(.degrees(-20), duration: 0.2)
            CubicKeyframe(.degrees(12), duration: 0.2)
            CubicKeyframe(.degrees(-6), duration: 0.15)
            CubicKeyframe(.zero, duration: 0.15)
            MoveKeyframe(.zero)
            LinearKeyframe(.zero, duration: 0.4)
        }
        KeyframeTrack(\.scale) {
            SpringKeyframe(1.2, duration: 0.2, spring: .snappy)
            SpringKeyframe(1.0, duration: 0.4, spring: .snappy)
        }
    }

    /// A ringing bell, written in the style of Apple's KeyframeAnimator documentation: a
    /// repeating animator (it starts when the view appears and loops).
    struct RingingBell: View {
        var body: some View {
            Image(systemName: "bell.fill")
                .font(.largeTitle)
                .foregroundStyle(.yellow)
                .keyframeAnimator(initialValue: BellValues(), repeating: true) { content, value in
                    content
                        .rotationEffect(value.angle, anchor: .top)
                        .scaleEffect(value.scale)
                } keyframes: { _ in
                    KeyframeAnimatorTests.ringing()
                }
        }
    }

    @Test func repeatingBellLoops() throws {
        let trace = try traceOf(RingingBell(), duration: 3)
        let timeline = KeyframeTimeline(initialValue: BellValues()) { Self.ringing() }
        #expect(abs(timeline.duration - 1.2) < 1e-12)
        let values = trace.times.map { time in
            timeline.value(time: time - (time / timeline.duration).rounded(.down) * timeline.duration)
        }
        expectFrames(try trace.series("RingingBell/Image", "rotationEffect"), values.map(\.angle.degrees))
        expectFrames(try trace.series("RingingBell/Image", "scaleEffect"), values.map(\.scale))
        #expect(trace.tracks.contains { $0.path == "RingingBell/Image" && $0.property == "foregroundStyle" })
        #expect(trace.events("keyframe").count > 2 * timeline.segmentBoundaryTimes.count)
    }

    /// `repeating: false` shows the initial value and never plays.
    struct Still: View {
        var body: some View {
            KeyframeAnimator(initialValue: 0.5, repeating: false) { value in
                Circle().opacity(value)
            } keyframes: { _ in
                KeyframeTrack {
                    LinearKeyframe(1.0, duration: 1)
                }
            }
        }
    }

    @Test func notRepeatingShowsTheInitialValue() throws {
        let trace = try traceOf(Still())
        #expect(try trace.series("Still/Circle", "opacity") == [0.5])
    }

    /// A bell that rings while `isRinging` is on; the button turns it off and on.
    struct SwitchedBell: View {
        @State private var isRinging = true

        var body: some View {
            VStack {
                KeyframeAnimator(initialValue: Angle.zero, repeating: isRinging) { angle in
                    Image(systemName: "bell.fill").rotationEffect(angle)
                } keyframes: { _ in
                    KeyframeAnimatorTests.swing()
                }
                Button("Ring") { isRinging.toggle() }
            }
        }
    }

    /// 0.8 s, so that a loop restarted at 1 s is out of step with the one started at appear.
    @KeyframesBuilder<Angle>
    private static func swing() -> some Keyframes<Angle> {
        KeyframeTrack {
            LinearKeyframe(.degrees(20), duration: 0.2)
            LinearKeyframe(.degrees(-20), duration: 0.4)
            LinearKeyframe(.zero, duration: 0.2)
        }
    }

    @Test func repeatingTurnedBackOnLoopsFromTheBeginning() throws {
        let trace = try traceOf(SwitchedBell(), duration: 2.5, taps: [("Ring", 0.5), ("Ring", 1.0)])
        let timeline = KeyframeTimeline(initialValue: Angle.zero) { Self.swing() }
        func looped(_ elapsed: Double) -> Double {
            timeline.value(time: elapsed - (elapsed / timeline.duration).rounded(.down) * timeline.duration).degrees
        }
        // Frames 0–29 loop from appear, 30–59 (off) show the initial value, from frame 60 the
        // loop starts again at its beginning.
        let expected = trace.times.indices.map { frame in
            frame < 30 ? looped(Double(frame) / 60) : frame < 60 ? 0 : looped(Double(frame) / 60 - 1)
        }
        expectFrames(try trace.series("SwitchedBell/VStack/Image", "rotationEffect"), expected)
        // Segment-end events follow the new loop: the first at the first frame whose elapsed
        // time reaches 0.2 (frame 73: 72/60 − 1 < 0.2 in doubles).
        let first = try #require(trace.events("keyframe").first { $0.t > 1 })
        let due = try #require((60...).first { Double($0) / 60 - 1 >= 0.2 })
        #expect(first.t == trace.times[due] && first.detail == "0.2")
    }

    /// A bell whose scale track ends on a spring keyframe cut short (`.bouncy` settles after
    /// 0.8 s): its end instant shows the spring's position, afterwards the keyframe value.
    struct CutShortBell: View {
        @State private var rings = 0

        var body: some View {
            Button("Ring") { rings += 1 }
                .keyframeAnimator(initialValue: 1.0, trigger: rings) { content, scale in
                    content.scaleEffect(scale)
                } keyframes: { _ in
                    KeyframeTrack {
                        LinearKeyframe(0.6, duration: 0.2)
                        SpringKeyframe(1, duration: 0.8, spring: .bouncy)
                    }
                }
        }
    }

    @Test func cutShortSpringShowsItsKeyframeValueAfterTheEnd() throws {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack {
                LinearKeyframe(0.6, duration: 0.2)
                SpringKeyframe(1, duration: 0.8, spring: .bouncy)
            }
        }
        // Tapped at frame 12 (0.2 s), the run ends exactly on frame 72 (1.2 s − 0.2 s == 1.0).
        let end = 72
        let atEnd = 0.6 + Spring.bouncy.value(target: 0.4, initialVelocity: -2, time: 0.8)
        #expect(abs(timeline.value(time: 1) - atEnd) < 1e-12 && atEnd != 1 && timeline.value(time: 1 + 1.0 / 60) == 1)
        let expected = { (frame: Int) in frame < 12 ? 1.0 : timeline.value(time: Double(frame) / 60 - 0.2) }

        let held = try traceOf(CutShortBell(), duration: 1.4, taps: [("Ring", 0.2)])
        let scale = try held.series("CutShortBell/Button", "scaleEffect")
        expectFrames(scale, held.times.indices.map(expected))
        #expect(scale[end] == timeline.value(time: 1) && scale[(end + 1)...].allSatisfy { $0 == 1 })

        // Without a duration the trace still ends: one frame after the end instant.
        let ended = try traceOf(CutShortBell(), taps: [("Ring", 0.2)])
        expectFrames(try ended.series("CutShortBell/Button", "scaleEffect"), (0...(end + 1)).map(expected))
    }

    /// A trigger change while the keyframes run starts a new run from the value shown now.
    struct Nudge: View {
        @State private var pushes = 0

        var body: some View {
            Capsule()
                .keyframeAnimator(initialValue: 0.0, trigger: pushes) { content, x in
                    content.offset(x: x)
                } keyframes: { start in
                    KeyframeTrack {
                        LinearKeyframe(start + 10, duration: 0.5)
                    }
                }
                .onTapGesture { pushes += 1 }
        }
    }

    @Test func retriggerStartsFromTheCurrentValue() throws {
        let trace = try traceOf(Nudge(), taps: [("*", 0), ("*", 0.25)])
        let x = try trace.series("Nudge/Capsule", "offset")
        let first = KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { LinearKeyframe(10, duration: 0.5) } }
        let atRestart = first.value(time: 0.25)
        let second = KeyframeTimeline(initialValue: atRestart) { KeyframeTrack { LinearKeyframe(atRestart + 10, duration: 0.5) } }
        let expected = trace.times.indices.map { frame in
            frame < 15 ? first.value(time: Double(frame) / 60) : second.value(time: Double(frame) / 60 - 0.25)
        }
        expectFrames(x, expected)
        #expect(x.last == atRestart + 10 && trace.times.last! >= 0.75)
    }
}
