import Testing
@_spi(Runtime) @testable import MotionCore

/// Symbol effects keep their variants and options in their records and events; symbol
/// transitions and content transitions compile and are named.
@Suite struct SymbolEffectTests {
    struct Bell: View {
        @State private var rings = 0
        @State private var shown = true

        var body: some View {
            VStack {
                Image(systemName: "bell")
                    .symbolEffect(.bounce.up.byLayer, options: .repeat(2).speed(1.5), value: rings)
                    .symbolEffect(.variableColor.iterative.reversing, options: .repeat(.periodic(delay: 0.5)), isActive: rings > 0)
                    .symbolEffect(.wiggle, options: .nonRepeating, value: rings)
                    .symbolEffect(.breathe, options: .repeating)
                    .symbolEffect(.rotate.clockwise, value: rings)
                    .symbolEffect(.pulse.wholeSymbol)
                    .symbolEffect(.scale.down, isActive: false)
                    .symbolEffect(.appear, isActive: true)
                    .symbolEffect(.disappear.down, isActive: false)
                    .symbolEffect(.drawOn.byLayer, isActive: true)
                    .symbolEffect(.drawOff, options: .repeat(.continuous), isActive: false)
                    .contentTransition(.symbolEffect(.replace.downUp))
                if shown {
                    Image(systemName: "star").transition(.symbolEffect(.drawOn))
                    Image(systemName: "moon").transition(.symbolEffect)
                }
            }
            .onTapGesture { rings += 1; withAnimation { shown = false } }
        }
    }

    @Test func variantsAndOptionsAreRecorded() throws {
        let harness = RuntimeHarness(Bell())
        try harness.run(to: 2, taps: [1: ["Bell/VStack"]])
        #expect(harness.node("Bell/VStack/Image")?.styles == [
            "symbolEffect(.bounce.up.byLayer, options: .repeat(2).speed(1.5))",
            "symbolEffect(.variableColor.iterative.reversing, options: .repeat(.periodic(delay: 0.5)))",
            "symbolEffect(.wiggle, options: .nonRepeating)", "symbolEffect(.breathe, options: .repeating)",
            "symbolEffect(.rotate.clockwise)", "symbolEffect(.pulse.wholeSymbol)", "symbolEffect(.scale.down)",
            "symbolEffect(.appear)", "symbolEffect(.disappear.down)", "symbolEffect(.drawOn.byLayer)",
            "symbolEffect(.drawOff, options: .repeat(.continuous))", "contentTransition(.symbolEffect(.replace.downUp))",
        ])
        let details = harness.events("symbolEffect").map { $0.detail ?? "" }
        #expect(details.contains(".bounce.up.byLayer played"))
        #expect(details.contains(".variableColor.iterative.reversing started"))
        #expect(details.contains(".drawOn.byLayer started"))
        #expect(!details.contains { $0.hasPrefix(".scale.down") })
        let transitions = harness.events("transition").map { $0.detail ?? "" }
        #expect(transitions.contains("removal .symbolEffect(.drawOn)"))
        #expect(transitions.contains("removal .symbolEffect(.automatic)"))
    }
}
