import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// A `Canvas` lays out like a shape, runs its renderer whenever it is evaluated, and traces
/// what the renderer draws.
@Suite struct CanvasTests {
    struct Orbit: View {
        var body: some View {
            TimelineView(.animation) { timeline in
                Canvas { context, size in
                    let t = timeline.date.timeIntervalSinceReferenceDate
                    context.stroke(Path(CGRect(origin: .zero, size: size)), with: .color(.gray), lineWidth: 2)
                    context.fill(Path(ellipseIn: CGRect(x: t * 60, y: 10, width: 20, height: 20)), with: .color(.red))
                }
                .frame(width: 200, height: 100)
            }
        }
    }

    @Test func theRendererRunsEveryFrameWithTheLaidOutSize() throws {
        let harness = RuntimeHarness(Orbit())
        try harness.run(to: 30)
        let fill = harness.values("Orbit/Canvas", "fill")
        #expect(fill[0]?.prefix(4) == [0, 10, 20, 20])
        #expect(fill[30]?.prefix(4) == [30, 10, 20, 20])
        #expect(fill[30]?.suffix(4).first == 1)
        // The first evaluation sees no size; the layout that follows gives the canvas its frame.
        #expect(harness.last("Orbit/Canvas", "stroke")?.prefix(4) == [0, 0, 200, 100])
        #expect(harness.last("Orbit/Canvas", "geometry")?.suffix(2) == [200, 100])
    }

    struct Stamps: View {
        @State private var count = 2

        var body: some View {
            Canvas { context, _ in
                context.opacity = 0.5
                context.translateBy(x: 10, y: 20)
                context.scaleBy(x: 2, y: 2)
                for index in 0..<count {
                    context.fill(Path(CGRect(x: CGFloat(index) * 10, y: 0, width: 5, height: 5)), with: .color(.blue))
                }
                var layer = context
                layer.rotate(by: .degrees(90))
                layer.addFilter(.blur(radius: 2))
                layer.blendMode = .plusLighter
                layer.fill(Path(roundedRect: CGRect(x: 0, y: 0, width: 4, height: 2), cornerRadius: 1), with: .linearGradient(
                    Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 4, y: 0)))
                context.draw(Text("Hi").font(.system(size: 10)), at: CGPoint(x: 0, y: 0), anchor: .topLeading)
            }
            .onTapGesture { withAnimation(.linear(duration: 1)) { count = 1 } }
        }
    }

    @Test func transformsOpacityAndRemovedOperations() throws {
        let harness = RuntimeHarness(Stamps())
        try harness.run(to: 2, taps: [1: ["Stamps/Canvas"]])
        let first = try #require(harness.values("Stamps/Canvas", "fill")[0])
        #expect(first.prefix(4) == [10, 20, 10, 10])
        #expect(first.last == 0.5)
        let second = try #require(harness.values("Stamps/Canvas", "fill[1]")[0])
        #expect(second.prefix(4) == [30, 20, 10, 10])
        // Rotated by 90° after the scale: x' = 10 − 2y, y' = 20 + 2x.
        let rotated = try #require(harness.values("Stamps/Canvas", "fill[2]")[0])
        #expect(rotated.prefix(4).map { ($0 * 1e9).rounded() / 1e9 } == [6, 20, 4, 8])
        #expect(Array(rotated.suffix(4)) == [1, 1, 1, 0.5])
        let text = try #require(harness.values("Stamps/Canvas", "draw")[0])
        #expect(text[0] == 10 && text[1] == 20 && text[2] > 0 && text[3] > 0)
        // After the tap one square is drawn: operations are numbered in the order drawn, so the
        // rotated fill is `fill[1]` now and the third fill is no longer drawn (opacity 0), at once.
        let after = try #require(harness.values("Stamps/Canvas", "fill[1]")[2])
        #expect(after.prefix(4).map { ($0 * 1e9).rounded() / 1e9 } == [6, 20, 4, 8])
        #expect(harness.values("Stamps/Canvas", "fill[2]")[2]?.last == 0)
    }

    @Test func pathsHaveBoundsAndArcs() {
        var arc = Path()
        arc.addArc(center: CGPoint(x: 0, y: 0), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        let bounds = arc.boundingRect
        #expect(abs(bounds.minX) < 1e-9 && abs(bounds.minY) < 1e-9 && abs(bounds.maxX - 10) < 1e-9 && abs(bounds.maxY - 10) < 1e-9)
        #expect(Path(ellipseIn: CGRect(x: 1, y: 2, width: 3, height: 4)).boundingRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(Path(CGRect(x: 0, y: 0, width: 2, height: 2)).offsetBy(dx: 5, dy: 0).boundingRect.minX == 5)
    }
}
