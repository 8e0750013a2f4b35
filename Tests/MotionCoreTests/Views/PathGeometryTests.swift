import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `Path`'s geometry: transforms, hit testing, trimming, set operations and stroking, computed
/// on the flattened outline.
@Suite struct PathGeometryTests {
    /// The area a path fills (non-zero), by counting the centres of a grid of `step`-point cells
    /// (the outline flattened once, as `contains` does on every call).
    func filledArea(_ path: Path, step: CGFloat = 0.25) -> CGFloat {
        let bounds = path.boundingRect
        let lines = path.polylines
        var count = 0
        var y = bounds.minY + step / 2
        while y < bounds.maxY {
            var x = bounds.minX + step / 2
            while x < bounds.maxX {
                if Path.winding(of: CGPoint(x: x, y: y), in: lines) != 0 { count += 1 }
                x += step
            }
            y += step
        }
        return CGFloat(count) * step * step
    }

    @Test func transformsCurrentPointAndElements() {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 0))
        #expect(path.boundingRect == CGRect(x: 5, y: 0, width: 10, height: 10))
        #expect(path.currentPoint == CGPoint(x: 5, y: 0))
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        #expect(path.currentPoint == CGPoint(x: 3, y: 4))
        let scaled = path.applying(CGAffineTransform(scaleX: 2, y: 3))
        var count = 0
        scaled.forEach { _ in count += 1 }
        #expect(count == path.elements.count && scaled.boundingRect == CGRect(x: 2, y: 0, width: 28, height: 30))
        #expect(Path().currentPoint == nil)
        #expect(CGAffineTransform(scaleX: 2, y: 4).translatedBy(x: 3, y: 1).inverted().concatenating(
            CGAffineTransform(scaleX: 2, y: 4).translatedBy(x: 3, y: 1)) == .identity)
    }

    @Test func tangentArcsMeetBothLines() {
        var corner = Path()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        // The arc starts 20 before the corner on the first line and ends 20 after it on the second.
        guard case .line(let start) = corner.elements[1], case .line(let end) = corner.elements.last else { return #expect(Bool(false)) }
        #expect(abs(start.x - 80) < 1e-9 && abs(start.y) < 1e-9)
        #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 20) < 1e-9)
    }

    @Test func ellipsesAndRoundedRectanglesHaveTheirArea() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(circle.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(abs(filledArea(circle, step: 0.5) - .pi * 400) < 6)
        #expect(circle.contains(CGPoint(x: 20, y: 20)) && !circle.contains(CGPoint(x: 2, y: 2)))
        let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10)
        #expect(abs(filledArea(rounded, step: 0.5) - (800 - (400 - .pi * 100))) < 4)
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)) && rounded.contains(CGPoint(x: 20, y: 1)))
        let uneven = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadii: RectangleCornerRadii(topLeading: 20))
        #expect(!uneven.contains(CGPoint(x: 1, y: 1)) && uneven.contains(CGPoint(x: 39, y: 1)))
    }

    @Test func evenOddAndNonZeroFills() {
        var rings = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
        rings.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(rings.contains(CGPoint(x: 15, y: 15)))
        #expect(!rings.contains(CGPoint(x: 15, y: 15), eoFill: true))
        #expect(rings.contains(CGPoint(x: 5, y: 5), eoFill: true))
    }

    @Test func trimmingFollowsTheLength() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let half = square.trimmedPath(from: 0, to: 0.5)
        #expect(half.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(half.currentPoint == CGPoint(x: 10, y: 10))
        let middle = square.trimmedPath(from: 0.125, to: 0.375)
        #expect(middle.elements == [.move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 5))])
        #expect(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        // A circle trimmed to its first quarter runs clockwise on screen from the rightmost point.
        let quarter = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)).trimmedPath(from: 0, to: 0.25).boundingRect
        #expect(abs(quarter.minX - 10) < 0.05 && abs(quarter.maxX - 20) < 1e-9 && abs(quarter.minY - 10) < 1e-9 && abs(quarter.maxY - 20) < 0.05)
    }

    @Test func setOperationsOfTwoSquares() {
        let a = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
        let b = Path(CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(filledArea(a.union(b)) == 700)
        #expect(a.union(b).boundingRect == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(filledArea(a.intersection(b)) == 100)
        #expect(a.intersection(b).boundingRect == CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(filledArea(a.subtracting(b)) == 300)
        #expect(filledArea(a.symmetricDifference(b)) == 600)
        #expect(a.intersection(Path(CGRect(x: 50, y: 50, width: 5, height: 5))).isEmpty)
        // Squares sharing an edge merge into one rectangle.
        let joined = a.union(Path(CGRect(x: 20, y: 0, width: 20, height: 20)))
        #expect(filledArea(joined) == 800 && !joined.contains(CGPoint(x: 41, y: 10)))
    }

    @Test func setOperationsWithCurvesAndSelfOverlap() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        let lens = circle.intersection(Path(ellipseIn: CGRect(x: 10, y: 0, width: 20, height: 20)))
        // Two circles of radius 10 whose centres are 10 apart share 2r²(π/3 − √3/4) ≈ 122.8.
        #expect(abs(filledArea(lens) - 122.8) < 2)
        #expect(abs(lens.boundingRect.minX - 10) < 0.01 && abs(lens.boundingRect.maxX - 20) < 0.01)
        var twice = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        twice.addRect(CGRect(x: 5, y: 0, width: 10, height: 10))
        let normal = twice.normalized(eoFill: false)
        #expect(filledArea(normal) == 150 && normal.contains(CGPoint(x: 7, y: 5)))
        #expect(!twice.normalized().contains(CGPoint(x: 7, y: 5)))
    }

    @Test func linesInsideAndOutsideARegion() {
        var line = Path()
        line.move(to: CGPoint(x: -10, y: 5))
        line.addLine(to: CGPoint(x: 30, y: 5))
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(line.lineIntersection(square).elements == [.move(to: CGPoint(x: 0, y: 5)), .line(to: CGPoint(x: 10, y: 5))])
        #expect(line.lineSubtraction(square).elements == [
            .move(to: CGPoint(x: -10, y: 5)), .line(to: CGPoint(x: 0, y: 5)), .move(to: CGPoint(x: 10, y: 5)), .line(to: CGPoint(x: 30, y: 5)),
        ])
    }

    @Test func strokesCoverTheirWidthJoinsCapsAndDashes() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 0))
        #expect(line.strokedPath(StrokeStyle(lineWidth: 4)).boundingRect == CGRect(x: 0, y: -2, width: 10, height: 4))
        #expect(line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square)).boundingRect == CGRect(x: -2, y: -2, width: 14, height: 4))
        let round = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
        #expect(abs(filledArea(round, step: 0.1) - (40 + .pi * 4)) < 0.5)
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.strokedPath(StrokeStyle(lineWidth: 2)).boundingRect == CGRect(x: -1, y: -1, width: 12, height: 12))
        // 12 × 12 less the 8 × 8 inside; a bevel cuts half of each 1 × 1 corner square.
        #expect(filledArea(square.strokedPath(StrokeStyle(lineWidth: 2))) == 80)
        let beveled = square.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel))
        #expect(abs(filledArea(beveled, step: 0.1) - 78) < 0.2)
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 3], dashPhase: 1))
        // Drawn: 0–1, 4–6, 9–10: 4 points of line, 2 wide.
        #expect(filledArea(dashed) == 8 && dashed.contains(CGPoint(x: 5, y: 0)) && !dashed.contains(CGPoint(x: 2.5, y: 0)))
    }

    @Test func coreGraphicsPathsKeepTheElements() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(Path(circle.cgPath) == circle && circle.cgPath.boundingBox == circle.boundingRect)
        var bump = Path()
        bump.move(to: .zero)
        bump.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        // The curve reaches half its control point's height; its control point is in `boundingBox`.
        #expect(bump.cgPath.boundingBox.height == 10 && abs(bump.cgPath.boundingBoxOfPath.height - 5) < 0.01)
        #expect(bump.cgPath.currentPoint == CGPoint(x: 10, y: 0) && Path().cgPath.isEmpty)
    }
}
