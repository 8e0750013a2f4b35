import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `disabled(_:)`: the environment's `isEnabled` and what a touch on a disabled view does
/// (SEMANTICS.md, "disabled").
@Suite struct DisabledInteractionTests {
    final class Log {
        var taps: [String] = []
        var enabled: [Bool] = []
    }

    /// Reads `isEnabled` where it is, as a custom button style does.
    struct EnabledProbe: View {
        @Environment(\.isEnabled) var isEnabled
        let log: Log

        var body: some View {
            log.enabled.append(isEnabled)
            return Text(isEnabled ? "on" : "off")
        }
    }

    struct Panel: View {
        let log: Log
        let locked: Bool

        var body: some View {
            VStack {
                Button("Save") { log.taps.append("save") }.disabled(locked)
                Circle().onTapGesture { log.taps.append("circle") }
                // The outer modifier wins over the inner one, as documented.
                HStack {
                    Button("Inner") { log.taps.append("inner") }.disabled(false)
                    EnabledProbe(log: log)
                }
                .disabled(true)
            }
        }
    }

    @Test func aDisabledButtonRunsNoActionAndStarPassesItOver() throws {
        let log = Log()
        let harness = RuntimeHarness(Panel(log: log, locked: true))
        try harness.runtime.tap("Save")
        try harness.runtime.tap("Inner")
        #expect(log.taps.isEmpty)
        try harness.runtime.tap("*")
        #expect(log.taps == ["circle"])
        let details = harness.runtime.takeEvents().filter { $0.kind == .tap }.map(\.detail)
        #expect(details == ["Save (disabled)", "Inner (disabled)", "*"])
        #expect(log.enabled.allSatisfy { $0 == false })
        #expect(!log.enabled.isEmpty)
    }

    @Test func anEnabledButtonStillRuns() throws {
        let log = Log()
        let harness = RuntimeHarness(Panel(log: log, locked: false))
        try harness.runtime.tap("*")
        try harness.runtime.tap("Save")
        #expect(log.taps == ["save", "save"])
    }

    struct Draggable: View {
        let log: Log
        let locked: Bool

        var body: some View {
            Rectangle()
                .gesture(DragGesture().onChanged { _ in log.taps.append("drag") })
                .disabled(locked)
        }
    }

    @Test func aDisabledViewsGesturesSeeNoFinger() throws {
        for locked in [false, true] {
            let log = Log()
            let harness = RuntimeHarness(Draggable(log: log, locked: locked))
            let touch = try harness.runtime.touchDown(on: "*")
            harness.runtime.touchMove(touch, translation: CGSize(width: 40, height: 0))
            harness.runtime.touchUp(touch, translation: CGSize(width: 40, height: 0))
            #expect(log.taps.isEmpty == locked)
        }
    }
}
