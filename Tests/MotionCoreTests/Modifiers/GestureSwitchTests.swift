import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `gesture(_:isEnabled:)`, `gesture(_:name:isEnabled:)` and their `highPriorityGesture`
/// forms: a disabled gesture is not attached, so a tap reaches what is behind it.
@Suite struct GestureSwitchTests {
    final class Log {
        var taps: [String] = []
    }

    struct Switches: View {
        let log: Log
        let enabled: Bool

        var body: some View {
            VStack {
                Rectangle()
                    .frame(width: 50, height: 50)
                    .gesture(TapGesture().onEnded { log.taps.append("inner") }, isEnabled: enabled)
                    .highPriorityGesture(TapGesture().onEnded { log.taps.append("boost") }, name: "boost", isEnabled: false)
            }
            .gesture(TapGesture().onEnded { log.taps.append("outer") })
        }
    }

    func taps(enabled: Bool) throws -> [String] {
        let log = Log()
        let harness = RuntimeHarness(Switches(log: log, enabled: enabled))
        try harness.run(to: 3, taps: [1: ["Switches/VStack/Rectangle"]])
        // Neither disabled gesture records its name.
        #expect(harness.node("Switches/VStack/Rectangle")?.styles == [])
        return log.taps
    }

    @Test func aDisabledGestureLetsTheTapThroughAndAnEnabledOneTakesIt() throws {
        #expect(try taps(enabled: false) == ["outer"])
        #expect(try taps(enabled: true).first == "inner")
    }

    struct Named: View {
        let log: Log

        var body: some View {
            Rectangle()
                .frame(width: 50, height: 50)
                .gesture(TapGesture().onEnded { log.taps.append("counter") }, name: "counter")
        }
    }

    @Test func aNamedGestureIsAttachedAndItsNameRecorded() throws {
        let log = Log()
        let harness = RuntimeHarness(Named(log: log))
        try harness.run(to: 3, taps: [1: ["Named/Rectangle"]])
        #expect(harness.node("Named/Rectangle")?.styles == ["gesture(name: \"counter\")"])
        #expect(log.taps == ["counter"])
    }
}
