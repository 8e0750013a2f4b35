import Foundation
import Testing
import MotionTrace

/// `Transition.apply(content:phase:)`: a transition's look in one phase, applied to any view.
@Suite struct TransitionApplyTests {
    struct Ghost: View {
        let phase: TransitionPhase
        var body: some View {
            OpacityTransition().combined(with: ScaleTransition(0.5)).apply(content: Rectangle().frame(width: 100, height: 60), phase: phase)
        }
    }

    @Test func applyShowsTheTransitionsLookInThePhase() throws {
        func look(_ phase: TransitionPhase) throws -> [Double?] {
            let session = TraceSession(Ghost(phase: phase))
            try session.advance(to: 0)
            return [session.value(of: "opacity", at: "Ghost/Rectangle")?.first, session.value(of: "scaleEffect", at: "Ghost/Rectangle")?.first]
        }
        #expect(try look(.willAppear) == [0, 0.5])
        #expect(try look(.didDisappear) == [0, 0.5])
        #expect(try look(.identity) == [1, 1])
    }
}
