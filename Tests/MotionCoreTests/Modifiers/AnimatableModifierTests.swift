import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `AnimatableModifier` animates its data as an `Animatable` `ViewModifier` does.
@Suite struct AnimatableModifierTests {
    struct Lift: AnimatableModifier {
        var height: Double
        var animatableData: Double {
            get { height }
            set { height = newValue }
        }

        func body(content: Content) -> some View {
            content.offset(y: -height)
        }
    }

    struct Card: View {
        @State private var lifted = false
        var body: some View {
            Circle().modifier(Lift(height: lifted ? 30 : 0))
                .onAppear { withAnimation(.linear(duration: 0.5)) { lifted = true } }
        }
    }

    @Test func itAnimatesItsDataFrameByFrame() throws {
        let harness = RuntimeHarness(Card())
        try harness.run(to: 30)
        let expected = (0...30).map { frame in 30 * min(Double(frame) / 60 / 0.5, 1) }
        let lifts = harness.values("Card/Circle", "Lift").map { $0?[0] ?? -1 }
        #expect(zip(lifts, expected).allSatisfy { abs($0 - $1) < 1e-4 }, "\(lifts)")
        #expect(harness.events("animation").map(\.property) == ["Lift"])
    }
}
