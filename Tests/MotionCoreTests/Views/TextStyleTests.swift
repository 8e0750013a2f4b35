import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Text styling types and modifiers are recorded in the order written; the initialisers from an
/// attributed string, a formatter and a timer interval show the string SwiftUI shows.
@Suite struct TextStyleTests {
    struct Caption: View {
        var body: some View {
            VStack {
                Text("Price")
                    .underline(pattern: .dash, color: .red)
                    .baselineOffset(2)
                    .textScale(.secondary)
                    .monospaced()
                    .fontWidth(.condensed)
                Text("Long title")
                    .truncationMode(.middle)
                    .strikethrough(true, pattern: .dot)
                    .lineLimit(1...3)
                    .writingDirection(strategy: .contentBased)
            }
        }
    }

    @Test func stylesAreRecordedInOrder() throws {
        let harness = RuntimeHarness(Caption())
        try harness.run(to: 0)
        #expect(harness.node("Caption/VStack/Text")?.styles == [
            "underline(true, pattern: .dash, color: red)", "baselineOffset(2.0)", "textScale(.secondary, isEnabled: true)",
            "monospaced(true)", "fontWidth(.condensed)",
        ])
        #expect(harness.node("Caption/VStack/Text[1]")?.styles == [
            "truncationMode(.middle)", "strikethrough(true, pattern: .dot)", "lineLimit(1...3)", "writingDirection(strategy: .contentBased)",
        ])
        #expect(Text.LineStyle.single == Text.LineStyle(pattern: .solid, color: nil))
    }

    @Test func stringsFromAttributedStringsFormattersAndTimers() {
        var attributed = AttributedString("Hello ")
        attributed += AttributedString("world")
        #expect(Text(attributed).string == "Hello world")
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        formatter.locale = Locale(identifier: "en_US")
        #expect(Text(NSNumber(value: 0.25), formatter: formatter).string == "25%")
        let start = Date(timeIntervalSinceReferenceDate: 0)
        // Outside a running view the virtual time is 0: 90 s left, or none gone yet.
        #expect(Text(timerInterval: start...start.addingTimeInterval(90)).string == "1:30")
        #expect(Text(timerInterval: start...start.addingTimeInterval(90), countsDown: false).string == "0:00")
        let long = start...start.addingTimeInterval(4000)
        #expect(Text(timerInterval: long, pauseTime: start.addingTimeInterval(100)).string == "1:05:00")
        #expect(Text(timerInterval: long, pauseTime: start.addingTimeInterval(100), showsHours: false).string == "65:00")
        #expect(Text(timerInterval: long, pauseTime: start.addingTimeInterval(9000), countsDown: false).string == "1:06:40")
    }

    struct Header: View {
        var body: some View {
            VStack {
                Text("Go").font(.system(size: 10))
                Text("Top Stories").font(.system(size: 10)).textCase(.lowercase)
            }
            .textCase(.uppercase)
        }
    }

    @Test func textCaseChangesWhatIsShownAndMeasured() throws {
        let harness = RuntimeHarness(Header())
        try harness.run(to: 0)
        let upper = try #require(harness.node("Header/VStack/Text"))
        #expect(upper.name == "Text(\"Go\")" && upper.scene.text == "GO")
        // Two capitals of 0.66 em at 10 points, where "Go" would be 0.66 + 0.52.
        #expect(abs((harness.last("Header/VStack/Text", "geometry")?[2] ?? 0) - 13.2) < 1e-9)
        #expect(harness.node("Header/VStack/Text[1]")?.scene.text == "top stories")
        #expect(harness.node("Header/VStack")?.styles == ["textCase(.uppercase)"])
    }

    @Test func interpolationsFormatTheirValues() {
        let score = 1234.5
        #expect(Text("Score: \(score, format: .number)").string == "Score: 1,234.5")
        #expect(Text("Done: \(0.25, format: .percent)").string == "Done: 25%")
        #expect(Text("Hi \(AttributedString("there"))").string == "Hi there")
        let start = Date(timeIntervalSinceReferenceDate: 0)
        #expect(Text("Left \(timerInterval: start...start.addingTimeInterval(75))").string == "Left 1:15")
        #expect(Text("On \(start, style: .date)").string == "On January 1, 2001")
        #expect(Text("N \(NSNumber(value: 3))").string == "N 3")
    }
}
