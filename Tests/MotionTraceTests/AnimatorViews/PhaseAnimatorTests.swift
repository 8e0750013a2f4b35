import Foundation
import Testing
import MotionTrace

/// Phase animators (SEMANTICS.md, "Animators" and "Decisions", phase animator).
@Suite struct PhaseAnimatorTests {
    /// Without a trigger: from appear, animate to the second phase, then on and on, looping.
    struct Breathing: View {
        var body: some View {
            Circle()
                .phaseAnimator([1.0, 1.5, 0.8]) { content, phase in
                    content.scaleEffect(phase)
                } animation: { phase in
                    phase == 1.5 ? .easeInOut(duration: 0.5) : .linear(duration: 0.25)
                }
        }
    }

    @Test func loopsFromAppear() throws {
        let trace = try traceOf(Breathing(), duration: 3)
        let steps: [(values: [Double], animation: Animation?)] = (0..<12).map { index in
            let phase = [1.5, 0.8, 1.0][index % 3]
            return ([phase], phase == 1.5 ? .easeInOut(duration: 0.5) : .linear(duration: 0.25))
        }
        let expected = phaseFrames(initial: [1], shapes: [.uniformScale], steps: steps, startFrame: 0, frames: 180)
        expectFrames(try trace.series("Breathing/Circle", "scaleEffect"), expected[0])
        let phases = trace.events("phase")
        #expect(phases.prefix(4).map(\.detail) == ["1.5", "0.8", "1.0", "1.5"])
        #expect(phases.first?.t == 0 && phases.first?.path == "Breathing/Circle")
    }

    /// Apple's three-phase like button ("Controlling the timing and movements of your
    /// animations"), unchanged but for the import and `EmojiView`: each tap runs one cycle
    /// move → scale → initial. `scale` changes nothing after `move`, so it completes at once and
    /// `initial` starts in the same frame.
    private enum AnimationPhase: CaseIterable {
        case initial
        case move
        case scale

        var verticalOffset: Double {
            switch self {
            case .initial: 0
            case .move, .scale: -64
            }
        }

        var scaleEffect: Double {
            switch self {
            case .initial: 1
            case .move, .scale: 1.5
            }
        }
    }

    struct ThreePhaseAnimationView: View {
        var emoji: String
        @State private var likeCount = 1

        var body: some View {
            EmojiView(emoji: emoji)
                .phaseAnimator(AnimationPhase.allCases, trigger: likeCount) { content, phase in
                    content
                        .scaleEffect(phase.scaleEffect)
                        .offset(y: phase.verticalOffset)
                } animation: { phase in
                    switch phase {
                    case .initial: .smooth
                    case .move: .easeInOut(duration: 0.3)
                    case .scale: .spring(duration: 0.3, bounce: 0.7)
                    }
                }
                .onTapGesture {
                    likeCount += 1
                }
        }
    }

    @Test func triggerRunsOneFullCycle() throws {
        let trace = try traceOf(ThreePhaseAnimationView(emoji: "❤️"), taps: [("❤️", 0.1)])
        let steps: [(values: [Double], animation: Animation?)] = [
            ([1.5, -64], .easeInOut(duration: 0.3)), ([1.5, -64], .spring(duration: 0.3, bounce: 0.7)), ([1, 0], .smooth),
        ]
        let frames = trace.times.count - 1
        let expected = phaseFrames(initial: [1, 0], shapes: [.uniformScale, .scalar], steps: steps, startFrame: 6, frames: frames)
        let path = "ThreePhaseAnimationView/EmojiView"
        expectFrames(try trace.series(path, "scaleEffect"), expected[0])
        expectFrames(try trace.series(path, "offset", 1), expected[1])
        let phases = trace.events("phase")
        #expect(phases.map(\.detail) == ["move", "scale", "initial"])
        #expect(phases[1].t == phases[2].t && phases[0].t == 0.1)
        // The cycle ends on the first phase and the trace settles once `.smooth` is removed.
        #expect(try trace.series(path, "scaleEffect").last == 1)
        #expect(trace.events("removed").last?.t == trace.times.last)
    }

    /// The view form, with a trigger that changes twice during one cycle: the second change
    /// queues one more cycle.
    struct Blinker: View {
        @State private var taps = 0

        var body: some View {
            PhaseAnimator([0.0, 1.0], trigger: taps) { phase in
                Rectangle().opacity(phase)
            } animation: { _ in .linear(duration: 0.2) }
            .onTapGesture { taps += 1 }
        }
    }

    @Test func viewFormAndQueuedCycles() throws {
        let trace = try traceOf(Blinker(), taps: [("*", 0), ("*", 0.1)])
        #expect(trace.events("phase").map(\.detail) == ["1.0", "0.0", "1.0", "0.0"])
        let steps: [(values: [Double], animation: Animation?)] = [([1], .linear(duration: 0.2)), ([0], .linear(duration: 0.2)), ([1], .linear(duration: 0.2)), ([0], .linear(duration: 0.2))]
        let expected = phaseFrames(initial: [0], steps: steps, startFrame: 0, frames: trace.times.count - 1)
        expectFrames(try trace.series("Blinker/Rectangle", "opacity"), expected[0])
    }

    /// Phases without animation complete at once; a looping animator advances at most one cycle
    /// per frame, so it shows the same phase at every frame instead of spinning: the second one,
    /// set before each sample (at appear, then by the advance deferred to the next frame).
    struct Flicker: View {
        var body: some View {
            Circle().phaseAnimator([0.0, 0.5, 1.0]) { content, phase in
                content.opacity(phase)
            } animation: { _ in nil }
        }
    }

    @Test func unanimatedPhasesAdvanceOneCyclePerFrame() throws {
        let trace = try traceOf(Flicker(), duration: 0.1)
        #expect(try trace.series("Flicker/Circle", "opacity").allSatisfy { $0 == 0.5 })
        #expect(trace.events("phase").count == 3 * trace.times.count && trace.events("timer").isEmpty)
    }
}
