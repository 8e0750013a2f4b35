import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Alignment guides compile with SwiftUI's signatures and are recorded; `ViewDimensions` gives
/// the default guides.
@Suite struct AlignmentGuideTests {
    enum Badge: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
    }

    struct Labels: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("One").alignmentGuide(.leading) { d in d[.trailing] - d.width / 2 }
                Text("Two").alignmentGuide(VerticalAlignment(Badge.self)) { d in d.height }
            }
        }
    }

    @Test func guidesAreRecorded() throws {
        let harness = RuntimeHarness(Labels())
        try harness.run(to: 0)
        #expect(harness.node("Labels/VStack/Text")?.styles == ["alignmentGuide(.leading)"])
        #expect(harness.node("Labels/VStack/Text[1]")?.styles == ["alignmentGuide(.Badge)"])
        let dimensions = ViewDimensions(width: 40, height: 10)
        #expect(dimensions[HorizontalAlignment.trailing] == 40 && dimensions[VerticalAlignment.center] == 5)
        #expect(dimensions[explicit: HorizontalAlignment.leading] == nil)
    }
}
