import Testing
@_spi(Runtime) @testable import MotionCore

/// Symbol effects draw on the symbol (SEMANTICS.md, "Symbol effects drawn"): each play is one
/// `SymbolEffectMotion.playDuration` (30 frames at 60 fps) at speed 1.
@Suite struct SymbolEffectDrawingTests {
    struct Effects: View {
        @State private var taps = 0

        var body: some View {
            VStack {
                Image(systemName: "bell").symbolEffect(.bounce, value: taps)
                Image(systemName: "bolt").symbolEffect(.bounce.down, options: .repeat(2).speed(2), value: taps)
                Image(systemName: "heart").symbolEffect(.pulse, isActive: taps % 2 == 1)
                Image(systemName: "star").symbolEffect(.scale.up, isActive: taps % 2 == 0)
                Image(systemName: "gear").symbolEffect(.rotate, options: .nonRepeating, value: taps)
                Image(systemName: "flag").symbolEffect(.wiggle.down, value: taps)
                Image(systemName: "moon").symbolEffect(.disappear, isActive: taps > 0)
            }
            .onTapGesture { taps += 1 }
        }
    }

    private func run(tapsAt frames: [Int], to last: Int) throws -> RuntimeHarness {
        let harness = RuntimeHarness(Effects())
        var taps: [Int: [String]] = [:]
        for frame in frames { taps[frame] = ["Effects/VStack"] }
        try harness.run(to: last, taps: taps)
        return harness
    }

    /// The first component of `property` on the image at `index`, frame by frame.
    private func series(_ harness: RuntimeHarness, _ index: Int, _ property: String) -> [Double] {
        let path = index == 0 ? "Effects/VStack/Image" : "Effects/VStack/Image[\(index)]"
        return harness.values(path, property).map { $0?.first ?? .nan }
    }

    /// How many times the series leaves `rest` (the number of plays).
    private func departures(_ values: [Double], from rest: Double) -> Int {
        zip(values, values.dropFirst()).filter { abs($0.0 - rest) < 1e-9 && abs($0.1 - rest) > 1e-9 }.count
    }

    @Test func aValueChangePlaysTheBounceOnceOnTheSymbolsScale() throws {
        let harness = try run(tapsAt: [10], to: 60)
        let scale = series(harness, 0, "scaleEffect")
        #expect(scale[0...10].allSatisfy { $0 == 1 })
        #expect(abs(scale[25] - 1.2) < 1e-9)  // half a play after the tap: the bounce's top
        #expect(abs(scale[40] - 1) < 1e-9)
        #expect(scale[40...].allSatisfy { $0 == 1 })
        #expect(departures(scale, from: 1) == 1)
    }

    @Test func repeatCountAndSpeed() throws {
        let harness = try run(tapsAt: [10], to: 60)
        let scale = series(harness, 1, "scaleEffect")
        // Two plays of 15 frames (speed 2), scaling down.
        #expect(departures(scale, from: 1) == 2)
        #expect(abs(scale[10 + 15 / 2] - 1) > 0.1 && scale[17] < 1)
        #expect(abs(scale[25] - 1) < 1e-9 && scale[26] < 1)
        #expect(scale[40...].allSatisfy { $0 == 1 })
        #expect(harness.events("symbolEffect").contains { $0.detail == ".bounce.down played" })
    }

    @Test func anActiveEffectRepeatsAndFinishesItsPlayWhenSwitchedOff() throws {
        // Active from frame 10 to frame 80 (switched off 10 frames into its third play).
        let harness = try run(tapsAt: [10, 80], to: 120)
        let opacity = series(harness, 2, "opacity")
        #expect(opacity[0...10].allSatisfy { $0 == 1 })
        #expect(abs(opacity[25] - SymbolEffectMotion.dimmedOpacity) < 1e-9)
        #expect(abs(opacity[55] - SymbolEffectMotion.dimmedOpacity) < 1e-9)
        #expect(opacity[85] < 1)  // the third play goes on after the switch
        #expect(opacity[100...].allSatisfy { $0 == 1 })
        #expect(departures(opacity, from: 1) == 3)
        let details = harness.events("symbolEffect").map { $0.detail ?? "" }
        #expect(details.contains(".pulse started") && details.contains(".pulse stopped"))
    }

    @Test func heldStatesShowFromTheStartAndMoveWhenSwitched() throws {
        let harness = try run(tapsAt: [10], to: 60)
        let scale = series(harness, 3, "scaleEffect")
        #expect(scale[0...10].allSatisfy { abs($0 - 1.2) < 1e-9 })  // active when it appears: scaled at once
        #expect(scale[20] < 1.2 && scale[20] > 1)
        #expect(scale[40...].allSatisfy { $0 == 1 })
        let hidden = series(harness, 6, "opacity")
        #expect(hidden[0...10].allSatisfy { $0 == 1 })
        #expect(hidden[40...].allSatisfy { $0 == 0 })
        #expect(series(harness, 6, "scaleEffect").last.map { abs($0 - 0.8) < 1e-9 } == true)
    }

    @Test func rotateTurnsOnceAndWiggleMovesAlongItsDirection() throws {
        let harness = try run(tapsAt: [10], to: 60)
        let degrees = series(harness, 4, "rotationEffect")
        #expect(abs(degrees[10 + 15] - 180) < 1e-9)
        #expect(degrees[40...].allSatisfy { $0 == 0 })
        let moves = harness.values("Effects/VStack/Image[5]", "offset")
        let downward = moves[10 + 4]
        #expect(downward?[0].magnitude ?? 1 < 1e-9 && downward?[1] ?? 0 > 0)  // starts by moving down
        #expect(moves[40...].allSatisfy { $0 == [0, 0] })
    }

    @Test func aChangeDuringAPlayAddsAPlayAfterIt() throws {
        let harness = try run(tapsAt: [10, 20], to: 90)
        let scale = series(harness, 0, "scaleEffect")
        #expect(abs(scale[25] - 1.2) < 1e-9)  // the first play is not cut short at frame 20
        #expect(abs(scale[40] - 1) < 1e-9)
        #expect(abs(scale[55] - 1.2) < 1e-9)  // the second follows it
        #expect(scale[70...].allSatisfy { $0 == 1 })
        #expect(departures(scale, from: 1) == 2)
        #expect(harness.events("symbolEffect").filter { $0.detail == ".bounce played" }.count == 2)
    }

    struct Phased: View {
        var body: some View {
            Image(systemName: "sparkles")
                .phaseAnimator([false, true]) { symbol, phase in
                    symbol.symbolEffect(.bounce, value: phase)
                }
        }
    }

    @Test func phasesThatChangeOnlyASymbolEffectKeepItPlaying() throws {
        // Nothing else changes, so each phase completes at once and the value changes every
        // frame; the plays queue up and the symbol keeps bouncing.
        let harness = RuntimeHarness(Phased())
        try harness.run(to: 60)
        let scale = harness.values("Phased/Image", "scaleEffect").map { $0?.first ?? .nan }
        #expect(abs(scale[15] - 1.2) < 1e-9)
        #expect(scale[1...29].allSatisfy { $0 > 1 })
    }
}
