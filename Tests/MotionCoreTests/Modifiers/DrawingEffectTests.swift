import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// A fixed transform lands as the scale, turn and move it makes of the view, as a geometry
/// effect does; `colorMultiply` is an animated colour; three foreground styles and the
/// background-style backgrounds are recorded.
@Suite struct DrawingEffectTests {
    struct Tile: View {
        var body: some View {
            VStack {
                Color.red.frame(width: 20, height: 10).transformEffect(CGAffineTransform(translationX: 5, y: 3))
                Color.blue.frame(width: 20, height: 10).projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))
                Image(systemName: "cloud.sun").foregroundStyle(.red, .orange, .yellow)
            }
        }
    }

    @Test func transformsLandAsScaleTurnAndMove() throws {
        let harness = RuntimeHarness(Tile())
        try harness.run(to: 1)
        #expect(harness.last("Tile/VStack/Color", "offset") == [5, 3])
        #expect(harness.last("Tile/VStack/Color", "scaleEffect") == [1, 1])
        // Doubled about the top-leading corner: about the centre (10, 5), then moved by it.
        #expect(harness.last("Tile/VStack/Color[1]", "scaleEffect") == [2, 2])
        #expect(harness.last("Tile/VStack/Color[1]", "offset") == [10, 5])
        #expect(harness.node("Tile/VStack/Image")?.styles == ["foregroundStyle(red, orange, yellow)"])
    }

    struct Tinted: View {
        @State private var warm = false
        var body: some View {
            Circle().fill(.white)
                .colorMultiply(warm ? .orange : .white)
                .colorInvert()
                .onTapGesture { withAnimation(.linear(duration: 1)) { warm = true } }
        }
    }

    @Test func colorMultiplyIsAnAnimatedColour() throws {
        let harness = RuntimeHarness(Tinted())
        try harness.run(to: 70, taps: [1: ["Tinted/Circle"]])
        #expect(harness.values("Tinted/Circle", "colorMultiply")[0] == Color.white.resolvedValue.traceValues)
        #expect(harness.last("Tinted/Circle", "colorMultiply") == Color.orange.resolvedValue.traceValues)
        let middle = try #require(harness.values("Tinted/Circle", "colorMultiply")[31])
        #expect(middle[2] > Color.orange.resolvedValue.traceValues[2] && middle[2] < 1)
        #expect(harness.node("Tinted/Circle")?.styles == ["colorInvert()"])
    }

    struct Backed: View {
        var body: some View {
            VStack {
                Text("A").background()
                Text("B").background(in: Capsule())
            }
        }
    }

    @Test func backgroundsInTheBackgroundStyle() throws {
        let harness = RuntimeHarness(Backed())
        try harness.run(to: 0)
        #expect(harness.node("Backed/VStack/Text")?.styles == ["background(.background)"])
        #expect(harness.node("Backed/VStack/Text[1]")?.styles == ["background(.background)"])
    }
}
