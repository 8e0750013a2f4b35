import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// The text-baseline alignments pair an edge with a baseline; `combineExplicit` takes the mean.
@Suite struct AlignmentMemberTests {
    @Test func baselineAlignmentsAndCombinedValues() {
        #expect(Alignment.leadingLastTextBaseline == Alignment(horizontal: .leading, vertical: .lastTextBaseline))
        #expect(Alignment.centerFirstTextBaseline.vertical == .firstTextBaseline)
        #expect(HorizontalAlignment.leading.combineExplicit([10, nil, 20]) == 15)
        #expect(VerticalAlignment.top.combineExplicit([CGFloat?]()) == nil)
    }
}
