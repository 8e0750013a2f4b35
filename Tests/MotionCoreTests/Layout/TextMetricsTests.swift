import Foundation
import Testing
@testable import MotionCore

/// The deterministic text measure.
@Suite struct TextMetricsTests {
    @Test func advancesPerScript() {
        #expect(TextMetrics.advance(of: "a") == 0.52 && TextMetrics.advance(of: "A") == 0.66)
        #expect(TextMetrics.advance(of: "7") == 0.58 && TextMetrics.advance(of: " ") == 0.25)
        #expect(TextMetrics.advance(of: "ж") == 0.55 && TextMetrics.advance(of: "Ж") == 0.68)
        #expect(TextMetrics.advance(of: "动") == 1 && TextMetrics.advance(of: "。") == 1)
    }

    @Test func linesBreakAtSpacesAndBetweenCJKCharacters() {
        #expect(TextMetrics.lines(of: "Hello world", size: 17, maxWidth: 60) == ["Hello", "world"])
        #expect(TextMetrics.lines(of: "Hello world", size: 17, maxWidth: nil) == ["Hello world"])
        #expect(TextMetrics.lines(of: "动画很好", size: 10, maxWidth: 25) == ["动画", "很好"])
        #expect(TextMetrics.lines(of: "a\nb", size: 10, maxWidth: nil) == ["a", "b"])
        // A word wider than the line breaks between characters.
        #expect(TextMetrics.lines(of: "abc", size: 10, maxWidth: 11) == ["ab", "c"])
    }

    @Test func heightFollowsLinesAndProposal() {
        let one = TextMetrics.size(of: "Hello world", size: 17, proposal: .unspecified)
        #expect(abs(one.height - 17 * 1.193) < 1e-12)
        let cut = TextMetrics.size(of: "Hello world", size: 17, proposal: ProposedViewSize(width: 60, height: 25))
        #expect(abs(cut.height - 17 * 1.193) < 1e-12)
        #expect(TextMetrics.size(of: "", size: 17, proposal: .unspecified) == .zero)
    }
}
