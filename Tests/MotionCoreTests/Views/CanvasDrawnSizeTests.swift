import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// A text run or image drawn in a canvas measures the same wherever it is drawn: its size comes
/// from what is drawn (text and font, image), its position is computed apart.
@Suite struct CanvasDrawnSizeTests {
    /// 1,000 points on a ring of radius 120 around (196.5, 426), turned by `turn` radians: the
    /// positions of a redrawing canvas.
    private func ring(turn: Double) -> [CGPoint] {
        (0..<1_000).map { index in
            let angle = turn + Double(index) * 2 * Double.pi / 1_000
            return CGPoint(x: 196.5 + 120 * cos(angle), y: 426 + 120 * sin(angle))
        }
    }

    @Test func aTextRunsSizeDoesNotDependOnWhereItIsDrawn() throws {
        let context = GraphicsContext()
        let text = Text("9.86")
        let size = context.resolve(text).measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let points = ring(turn: 0.37) + ring(turn: 2.1)
        for point in points { context.draw(text, at: point) }
        let bounds = context.recording.operations.map(\.bounds)
        #expect(bounds.count == points.count)
        #expect(bounds.allSatisfy { $0.size == size })
        // The position is the anchor's: the centre, by default.
        let first = try #require(bounds.first)
        #expect(abs(first.midX - points[0].x) < 1e-9 && abs(first.midY - points[0].y) < 1e-9)
    }

    @Test func anImagesSizeDoesNotDependOnWhereItIsDrawn() {
        let context = GraphicsContext()
        let image = context.resolve(Image(systemName: "star"))
        for point in ring(turn: 1.3) { context.draw(image, at: point, anchor: .topLeading) }
        for point in ring(turn: 0.2) { context.draw(image, in: CGRect(origin: point, size: image.size)) }
        #expect(context.recording.operations.allSatisfy { $0.bounds.size == image.size })
        #expect(context.recording.operations.first?.bounds.origin == ring(turn: 1.3)[0])
    }

    @Test func aScaleAndARotationGiveTheRunsBoundingBox() throws {
        var context = GraphicsContext()
        context.translateBy(x: 10.1, y: 20.3)
        context.scaleBy(x: 2, y: 3)
        let text = context.resolve(Text("Hello").font(.system(size: 10)))
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        context.draw(text, at: CGPoint(x: 1.7, y: 2.9), anchor: .topLeading)
        let scaled = try #require(context.recording.operations.last?.bounds)
        #expect(scaled.size == CGSize(width: size.width * 2, height: size.height * 3))
        #expect(abs(scaled.minX - (10.1 + 2 * 1.7)) < 1e-9 && abs(scaled.minY - (20.3 + 3 * 2.9)) < 1e-9)
        // Turned a quarter after the scale: x' = x₀ − 2y, y' = y₀ + 3x, so the run lies along y and
        // its height along −x.
        context.rotate(by: .degrees(90))
        context.draw(text, at: .zero, anchor: .topLeading)
        let turned = try #require(context.recording.operations.last?.bounds)
        #expect(abs(turned.width - size.height * 2) < 1e-9 && abs(turned.height - size.width * 3) < 1e-9)
        #expect(abs(turned.maxX - 10.1) < 1e-9 && abs(turned.minY - 20.3) < 1e-9)
    }
}
