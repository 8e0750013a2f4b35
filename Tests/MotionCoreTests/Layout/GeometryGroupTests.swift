import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `geometryGroup()`: a view inserted inside a container that moves in the same animated change
/// appears at its final place without the group, and rides with the container inside one.
@Suite struct GeometryGroupTests {
    /// A 80 × 80 card that moves from the leading to the trailing edge of a 393-point root in one
    /// linear second, and a 20 × 20 badge inserted at its centre by the same change.
    struct SlidingCard: View {
        let grouped: Bool
        @State private var isRight = false

        var body: some View {
            VStack {
                Button("Go") {
                    withAnimation(.linear(duration: 1)) { isRight = true }
                }
                card
                    .frame(maxWidth: .infinity, alignment: isRight ? .trailing : .leading)
            }
        }

        @ViewBuilder var card: some View {
            let stack = ZStack {
                Rectangle().frame(width: 80, height: 80)
                if isRight {
                    Circle().frame(width: 20, height: 20)
                }
            }
            if grouped { stack.geometryGroup() } else { stack }
        }
    }

    /// Frames 0–60 with a tap at frame 0; the card's and the badge's x at frame 30 (0.5 s).
    func xAtHalfway(grouped: Bool) throws -> (card: Double, badge: Double, badgeEnd: Double) {
        let harness = RuntimeHarness(SlidingCard(grouped: grouped))
        try harness.run(to: 60, taps: [0: ["Go"]])
        let card = try #require(harness.values("SlidingCard/VStack/ZStack/Rectangle", "geometry")[30])
        let badge = try #require(harness.values("SlidingCard/VStack/ZStack/Circle", "geometry")[30])
        let end = try #require(harness.last("SlidingCard/VStack/ZStack/Circle", "geometry"))
        return (card[0], badge[0], end[0])
    }

    @Test func anInsertedViewAppearsAtItsFinalPlaceWithoutAGroup() throws {
        let x = try xAtHalfway(grouped: false)
        // The card is halfway from 0 to 313; the badge is already at its end, 313 + 30.
        #expect(abs(x.card - 156.5) < 1e-9)
        #expect(abs(x.badge - 343) < 1e-9)
        #expect(abs(x.badgeEnd - 343) < 1e-9)
    }

    @Test func anInsertedViewRidesWithItsGeometryGroup() throws {
        let x = try xAtHalfway(grouped: true)
        // The badge keeps its place at the card's centre while the card moves: 156.5 + 30.
        #expect(abs(x.card - 156.5) < 1e-9)
        #expect(abs(x.badge - 186.5) < 1e-9)
        #expect(abs(x.badgeEnd - 343) < 1e-9)
    }

    @Test func aTapFindsAViewInsideAMovingGroupWhereItIsDrawn() throws {
        let harness = RuntimeHarness(SlidingCard(grouped: true))
        try harness.run(to: 30, taps: [0: ["Go"]])
        let node = try #require(harness.node("SlidingCard/VStack/ZStack/Circle"))
        let frame = try #require(harness.runtime.presentedFrame(of: node))
        #expect(abs(frame.minX - 186.5) < 1e-9)
    }
}
