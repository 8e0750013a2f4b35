import Foundation
import Testing
import MotionTrace

/// `withAnimation(_:completionCriteria:_:completion:)` in views (SEMANTICS.md, "Completion" and "Decisions": completion).
@Suite struct CompletionTests {
    /// Apple's two-step bounce: the completion of the first animation starts the second at the
    /// frame where the first is logically complete.
    struct TwoStep: View {
        @State private var offset = 0.0

        var body: some View {
            Text("🙂")
                .offset(y: offset)
                .onTapGesture {
                    withAnimation(.easeOut(duration: 0.25)) {
                        offset = -40
                    } completion: {
                        withAnimation(.linear(duration: 0.25)) { offset = 0 }
                    }
                }
        }
    }

    @Test func logicalCompletionStartsTheNextStepInItsFrame() throws {
        let trace = try traceOf(TwoStep(), taps: [("🙂", 0)])
        // easeOut(0.25) from frame 0 is complete at the first frame past 0.25 s: frame 16 (15/60
        // is exactly 0.25, which still shows the end value).
        let y = try trace.series("TwoStep/Text", "offset", 1)
        expectFrames(y, animatorFrames(initial: 0, changes: [(0, -40, .easeOut(duration: 0.25)), (16, 0, .linear(duration: 0.25))], frames: y.count - 1))
        #expect(trace.events("completion").map(\.t) == [16.0 / 60])
        // The second step ends at frame 31: 31/60 − 16/60 is 0.25000000000000006 in doubles.
        #expect(trace.events("removed").map(\.t) == [16.0 / 60, 31.0 / 60] && y.count == 32)
    }

    /// A spring's logical completion comes at its response, its removal later; both criteria.
    struct Criteria: View {
        @State private var x = 0.0
        @State private var log: [String] = []

        var body: some View {
            Circle()
                .offset(x: x)
                .opacity(log.count == 2 ? 0.5 : 1)
                .onTapGesture {
                    withAnimation(.spring(duration: 0.5), completionCriteria: .removed) {
                        x = 100
                    } completion: {
                        log.append("removed")
                    }
                    withAnimation(.spring(duration: 0.5), completionCriteria: .logicallyComplete) {
                        x = 100
                    } completion: {
                        log.append("logical")
                    }
                }
        }
    }

    @Test func bothCriteria() throws {
        let trace = try traceOf(Criteria(), taps: [("*", 0)])
        let completions = trace.events("completion")
        // The second change sets an equal value: no animation, so its listener is due at once.
        #expect(completions.map(\.detail) == ["logicallyComplete", "removed"])
        #expect(completions[0].t == 0)
        // spring(duration: 0.5) over 0 → 100 is removed at the first frame its thresholds hold.
        var animator = PropertyAnimator(initialValue: 0.0)
        animator.set(100, transaction: Transaction(animation: .spring(duration: 0.5)), at: 0)
        var removal = 0
        for frame in 1...600 where removal == 0 {
            _ = animator.value(at: Double(frame) / 60)
            if !animator.isAnimating { removal = frame }
        }
        #expect(completions[1].t == Double(removal) / 60)
        #expect(try trace.series("Criteria/Circle", "opacity").last == 0.5)
    }
}
