import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `ScrollViewReader` and `ScrollViewProxy.scrollTo(_:anchor:)`.
@Suite struct ScrollViewReaderTests {
    struct Jumper: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Top") { withAnimation(.linear(duration: 0.5)) { proxy.scrollTo(20, anchor: .top) } }
                    Button("Near") { proxy.scrollTo(9) }
                    Button("End") { proxy.scrollTo("end", anchor: .bottom) }
                    Button("Missing") { proxy.scrollTo(99) }
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<30) { row in
                                Color.blue.frame(height: 50)
                            }
                            Color.red.frame(height: 20).id("end")
                        }
                    }
                    .frame(height: 400)
                }
            }
        }
    }

    /// The frame of row `row`'s colour and of the scroll view, at the last frame.
    private func frames(_ harness: RuntimeHarness, row: Int) throws -> (row: [Double], scroll: [Double]) {
        let path = row == 0 ? "Jumper/VStack/ScrollView/VStack/Color" : "Jumper/VStack/ScrollView/VStack/Color[\(row)]"
        return (try #require(harness.last(path, "geometry")), try #require(harness.last("Jumper/VStack/ScrollView", "geometry")))
    }

    @Test func theLeastMoveShowsTheViewAndAnAnchorAlignsIt() throws {
        let harness = RuntimeHarness(Jumper())
        try harness.run(to: 1, taps: [1: ["Near"]])
        // Row 9 (450…500 in the content) is below the 400-point scroll view: the least move puts
        // its bottom at the scroll view's bottom, at once without an animation.
        var (row, scroll) = try frames(harness, row: 9)
        #expect(row[1] + row[3] == scroll[1] + scroll[3])
        try harness.run(to: 2, taps: [2: ["Near"]])
        #expect(try frames(harness, row: 9).row == row)
        // The view identified with `.id` aligned by its bottom.
        try harness.run(to: 3, taps: [3: ["End"]])
        (row, scroll) = try frames(harness, row: 30)
        #expect(row[1] + row[3] == scroll[1] + scroll[3])
        // An id no scroll view holds does nothing.
        try harness.run(to: 4, taps: [4: ["Missing"]])
        #expect(try frames(harness, row: 30).row == row)
        #expect(harness.events("scroll").compactMap(\.detail) == [
            "scrollTo(9, anchor: nil)", "scrollTo(9, anchor: nil)", "scrollTo(end, anchor: .bottom)",
        ])
    }

    @Test func insideWithAnimationTheContentMovesWithTheAnimation() throws {
        let harness = RuntimeHarness(Jumper())
        try harness.run(to: 10, taps: [1: ["Top"]])
        let (row, scroll) = try frames(harness, row: 20)
        let start = try #require(harness.values("Jumper/VStack/ScrollView/VStack/Color[20]", "geometry")[0])
        // Halfway through the linear half-second, the row is halfway to the scroll view's top.
        let halfway = scroll[1] + (start[1] - scroll[1]) * (1 - 9.0 / 30)
        #expect(abs(row[1] - halfway) < 1e-3)
        try harness.run(to: 40)
        let end = try frames(harness, row: 20)
        #expect(abs(end.row[1] - scroll[1]) < 1e-9)
    }
}
