import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Concentric corners resolve to their minimum (no container shape is known), fixed ones to
/// their radius; the scene draws a uniform one as a rounded rectangle.
@Suite struct ConcentricRectangleTests {
    struct Cards: View {
        var body: some View {
            VStack {
                ConcentricRectangle()
                ConcentricRectangle(corners: .concentric(minimum: 12))
                Rectangle().fill(.blue).clipShape(.rect(uniformTopCorners: 20, uniformBottomCorners: .fixed(4)))
            }
        }
    }

    @Test func cornersResolveAndDraw() throws {
        let harness = RuntimeHarness(Cards())
        try harness.run(to: 0)
        #expect(harness.node("Cards/VStack/ConcentricRectangle")?.scene.kind == .rectangle)
        let minimum = try #require(harness.node("Cards/VStack/ConcentricRectangle[1]"))
        #expect(minimum.scene.kind == .roundedRectangle && minimum.scene.cornerRadius == 12)
        let mixed = ConcentricRectangle(uniformTopCorners: 20, uniformBottomCorners: .fixed(4))
        #expect(mixed.radii[.topTrailing] == 20 && mixed.radii[.bottomLeading] == 4 && mixed.uniformRadius == nil)
        #expect(!mixed.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).contains(CGPoint(x: 1, y: 1)))
        #expect(mixed.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).contains(CGPoint(x: 98, y: 98)))
        #expect(Edge.Corner.Set.all.contains(.bottomTrailing) && !Edge.Corner.Set.top.contains(.bottomLeading))
        #expect(Edge.Corner.Set.leading == [.topLeading, .bottomLeading])
    }
}
