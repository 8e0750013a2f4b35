import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// A filled or stroked shape is a `ShapeView` that can be filled or stroked again; every layer's
/// properties land on the shape's node. Button border shapes draw as the shape they name.
@Suite struct ShapeViewTests {
    struct Badge: View {
        var body: some View {
            VStack {
                Circle().fill(.red).stroke(.blue, lineWidth: 3)
                Capsule().strokeBorder(.green, style: StrokeStyle(lineWidth: 2, dash: [4, 2], dashPhase: 1)).fill(.yellow)
                Rectangle().stroke(.black, lineWidth: 1, antialiased: false)
                ButtonBorderShape.capsule.fill(.gray)
                Text("Go").buttonBorderShape(.roundedRectangle(radius: 6))
            }
        }
    }

    @Test func layersLandOnTheShapesNode() throws {
        let harness = RuntimeHarness(Badge())
        try harness.run(to: 0)
        #expect(harness.last("Badge/VStack/Circle", "fill") == Color.red.resolvedValue.traceValues)
        #expect(harness.last("Badge/VStack/Circle", "strokeColor") == Color.blue.resolvedValue.traceValues)
        #expect(harness.last("Badge/VStack/Circle", "stroke") == [3])
        #expect(harness.last("Badge/VStack/Capsule", "dashPhase") == [1])
        #expect(harness.last("Badge/VStack/Capsule", "fill") == Color.yellow.resolvedValue.traceValues)
        #expect(harness.last("Badge/VStack/Rectangle", "stroke") == [1])
        #expect(harness.last("Badge/VStack/Rectangle", "dashPhase") == nil)
        let border = try #require(harness.node("Badge/VStack/ButtonBorderShape"))
        #expect(border.scene.kind == .capsule)
        #expect(harness.node("Badge/VStack/Text")?.styles == ["buttonBorderShape(.roundedRectangle(radius: 6.0))"])
        #expect(ButtonBorderShape.roundedRectangle(radius: 6).path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).contains(CGPoint(x: 1, y: 1)) == false)
        #expect(Circle.role == .fill)
    }
}
