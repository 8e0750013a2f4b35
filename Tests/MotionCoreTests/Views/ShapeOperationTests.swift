import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Shapes made of shapes: set operations, transforms, sizes and `AnyShape`; a shape's own
/// `sizeThatFits(_:)` sizes its view.
@Suite struct ShapeOperationTests {
    struct Dot: Shape {
        func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 24, height: 24) }
    }

    struct Shapes: View {
        var body: some View {
            VStack(spacing: 0) {
                Circle().union(Rectangle()).fill(.red).frame(width: 20, height: 20)
                Rectangle().transform(CGAffineTransform(translationX: 10, y: 0)).fill(.blue).frame(width: 20, height: 20)
                Capsule().size(width: 10, height: 4).frame(width: 20, height: 20)
                AnyShape(Circle()).fill(.green).frame(width: 20, height: 20)
                Dot()
            }
        }
    }

    @Test func nodesRecordTheOperation() throws {
        let harness = RuntimeHarness(Shapes())
        try harness.run(to: 0)
        let union = try #require(harness.node("Shapes/VStack/Shape"))
        #expect(union.name == "Circle" && union.styles == ["union(Rectangle)"] && union.scene.kind == .shape)
        #expect(harness.last("Shapes/VStack/Shape", "fill") == Color.red.resolvedValue.traceValues)
        #expect(harness.node("Shapes/VStack/Rectangle")?.styles == ["transform(1.0, 0.0, 0.0, 1.0, 10.0, 0.0)"])
        #expect(harness.node("Shapes/VStack/Capsule")?.styles == ["size(width: 10.0, height: 4.0)"])
        #expect(harness.node("Shapes/VStack/Circle")?.scene.kind == .circle)
        #expect(harness.last("Shapes/VStack/Circle", "fill") == Color.green.resolvedValue.traceValues)
        #expect(harness.last("Shapes/VStack/Dot", "geometry")?.suffix(2) == [24, 24])
    }

    @Test func pathsOfCombinedShapes() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        let ring = Circle().subtracting(Circle().size(width: 10, height: 10, anchor: .center)).path(in: rect)
        #expect(!ring.contains(CGPoint(x: 10, y: 10)) && ring.contains(CGPoint(x: 10, y: 2)))
        #expect(Rectangle().size(CGSize(width: 4, height: 6)).path(in: rect).boundingRect == CGRect(x: 0, y: 0, width: 4, height: 6))
        #expect(Rectangle().transform(CGAffineTransform(scaleX: 2, y: 1)).path(in: rect).boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(AnyShape(Rectangle()).path(in: rect) == Path(rect))
        #expect(Rectangle().sizeThatFits(ProposedViewSize(width: nil, height: 30)) == CGSize(width: 10, height: 30))
    }
}
