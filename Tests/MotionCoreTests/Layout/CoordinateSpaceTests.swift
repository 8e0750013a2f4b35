import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// The iOS 17 coordinate-space values measure as the `CoordinateSpace` cases; a named space's
/// bounds are the root's, in the view's own coordinates.
@Suite struct CoordinateSpaceTests {
    final class Box: @unchecked Sendable { var frames: [CGRect?] = [] }

    struct Probe: View {
        let box: Box
        var body: some View {
            VStack {
                GeometryReader { proxy in
                    let _ = box.frames = [
                        proxy.frame(in: .local), proxy.frame(in: .global), proxy.frame(in: .named("card")),
                        proxy.frame(in: NamedCoordinateSpace.scrollView), proxy.bounds(of: .named("card")),
                    ]
                    Color.red
                }
                .frame(width: 100, height: 40)
            }
            .coordinateSpace(.named("card"))
        }
    }

    @Test func spacesMeasureAndNamedBoundsAreTheRoots() throws {
        let box = Box()
        let harness = RuntimeHarness(Probe(box: box))
        try harness.run(to: 1)
        let global = try #require(harness.last("Probe/VStack/GeometryReader", "geometry"))
        let rect = CGRect(x: global[0], y: global[1], width: global[2], height: global[3])
        let root = harness.runtime.rootSize
        #expect(box.frames == [CGRect(x: 0, y: 0, width: 100, height: 40), rect, rect, rect,
                               CGRect(x: -rect.minX, y: -rect.minY, width: root.width, height: root.height)])
        #expect(harness.node("Probe/VStack")?.styles == ["coordinateSpace(named(AnyHashable(\"card\")))"])
        #expect(CoordinateSpace.global.isGlobal && CoordinateSpace.local.isLocal && !CoordinateSpace.named("x").isLocal)
    }
}
