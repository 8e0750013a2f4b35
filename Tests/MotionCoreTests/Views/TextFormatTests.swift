import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `Text(_:format:)` formats with Foundation's format styles in `en_US`; `Text(_:style:)`
/// shows dates in UTC against the virtual clock.
@Suite struct TextFormatTests {
    struct Scores: View {
        var body: some View {
            VStack {
                Text(1234, format: .number)
                Text(0.256, format: .percent)
                Text(3.14159, format: .number.precision(.fractionLength(1)))
                Text(Date(timeIntervalSinceReferenceDate: 125), style: .timer)
                Text(Date(timeIntervalSinceReferenceDate: 3 * 3600 + 60), style: .relative)
                Text(Date(timeIntervalSinceReferenceDate: -120), style: .offset)
                Text(Date(timeIntervalSinceReferenceDate: 0), style: .date)
            }
        }
    }

    @Test func formatsAndDateStyles() throws {
        let harness = RuntimeHarness(Scores())
        try harness.run(to: 0)
        let texts = harness.visibleNodes.filter { $0.path.hasPrefix("Scores/VStack/Text") }.map(\.name)
        #expect(texts == [
            "Text(\"1,234\")", "Text(\"25.6%\")", "Text(\"3.1\")", "Text(\"2:05\")", "Text(\"3 hr, 1 min\")", "Text(\"-2 minutes\")",
            "Text(\"January 1, 2001\")",
        ])
    }
}
