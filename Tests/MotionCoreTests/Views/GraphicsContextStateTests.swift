import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// A context's transform as a matrix, the clip's bounds, more shadings, and where a resolved
/// text's baselines and a resolved image's baseline lie.
@Suite struct GraphicsContextStateTests {
    struct Sketch: View {
        var body: some View {
            Canvas { context, _ in
                var context = context
                context.concatenate(CGAffineTransform(translationX: 10, y: 0))
                context.scaleBy(x: 2, y: 2)
                context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(white: 0.5))
                context.transform = .identity
                context.fill(Path(CGRect(x: 1, y: 1, width: 1, height: 1)), with: .palette([.color(.red), .color(.blue)]))
            }
            .frame(width: 100, height: 50)
        }
    }

    @Test func transformsAndShadings() throws {
        let harness = RuntimeHarness(Sketch())
        try harness.run(to: 1)
        #expect(harness.last("Sketch/Canvas", "fill") == [10, 0, 10, 10] + Color(white: 0.5).resolvedValue.traceValues)
        #expect(harness.last("Sketch/Canvas", "fill[1]") == [1, 1, 1, 1] + Color.red.resolvedValue.traceValues)
    }

    @Test func clipBoundsNarrowInTheContextsCoordinates() {
        var context = GraphicsContext(bounds: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(context.clipBoundingRect == CGRect(x: 0, y: 0, width: 100, height: 50))
        context.translateBy(x: 10, y: 10)
        #expect(context.clipBoundingRect == CGRect(x: -10, y: -10, width: 100, height: 50))
        context.clip(to: Path(CGRect(x: 0, y: 0, width: 200, height: 20)))
        #expect(context.clipBoundingRect == CGRect(x: 0, y: 0, width: 90, height: 20))
        context.clipToLayer { layer in layer.fill(Path(ellipseIn: CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.black)) }
        #expect(context.clipBoundingRect == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(context.recording.operations.isEmpty)
    }

    @Test func baselines() {
        let context = GraphicsContext()
        let text = context.resolve(Text("One two three").font(.system(size: 10)))
        let one = text.measure(in: CGSize(width: 1000, height: 1000))
        #expect(abs(text.firstBaseline(in: one) - 9.52) < 1e-9)
        #expect(abs(text.lastBaseline(in: CGSize(width: 30, height: 1000)) - (2 * 11.93 + 9.52)) < 1e-9)
        let image = context.resolve(Image(systemName: "star"))
        #expect(abs(image.baseline - 17 * 0.952) < 1e-9 && image.shading.map { _ in true } == nil)
    }
}
