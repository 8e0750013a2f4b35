import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Shapes offset, rotated and scaled are shapes: filled, stroked, trimmed, and their transforms
/// traced on the shape's node.
@Suite struct ShapeTransformTests {
    struct Shapes: View {
        @State private var moved = false

        var body: some View {
            VStack {
                Circle().offset(x: moved ? 40 : 0, y: 5).fill(.red)
                Rectangle().rotation(.degrees(30), anchor: .topLeading).stroke(.blue, lineWidth: 2)
                Capsule().scale(0.5).trim(from: 0, to: 0.5).fill(.green)
                Ellipse().scale(x: 2, y: 3).offset(CGPoint(x: 1, y: 2)).inset(by: 4).stroke(lineWidth: 3)
            }
            .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
        }
    }

    @Test func transformsAreTracedOnTheShapesNode() throws {
        let harness = RuntimeHarness(Shapes())
        try harness.run(to: 60)
        let circle = harness.values("Shapes/VStack/Circle", "offset")
        #expect(circle.first == [0, 5])
        #expect(circle[30] == [20, 5])
        #expect(circle.last == [40, 5])
        #expect(harness.last("Shapes/VStack/Circle", "fill")?.count == 4)
        #expect(harness.last("Shapes/VStack/Rectangle", "rotation").map { $0.map { $0.rounded() } } == [30])
        #expect(harness.last("Shapes/VStack/Rectangle", "stroke") == [2])
        #expect(harness.last("Shapes/VStack/Capsule", "scale") == [0.5, 0.5])
        #expect(harness.last("Shapes/VStack/Capsule", "trim") == [0, 0.5])
        #expect(harness.last("Shapes/VStack/Ellipse", "scale") == [2, 3])
        #expect(harness.last("Shapes/VStack/Ellipse", "offset") == [1, 2])
        #expect(harness.last("Shapes/VStack/Ellipse", "stroke") == [3])
    }

    @Test func anOffsetShapeMovesItsPath() {
        let path = Rectangle().offset(x: 10, y: 20).path(in: CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 20)))
    }
}
