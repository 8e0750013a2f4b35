import Foundation
import MotionAnimation

// A path's outline as polylines, and what is measured on it: hit testing (`contains`), trimming
// by length (`trimmedPath`). Curves are flattened into line segments that stay within
// `Path.flatness` (0.01 point) of the curve, so lengths and areas are the curve's to that
// tolerance; the paths these operations return are made of lines.

extension Path {
    /// How far a flattened curve may stray from the curve, points.
    static let flatness: CGFloat = 0.01

    /// One subpath as a polyline: its points in order, and whether it was closed.
    struct Polyline: Equatable {
        var points: [CGPoint]
        var isClosed: Bool

        /// Its segments, the closing one included when it is closed.
        var segments: [(CGPoint, CGPoint)] {
            var pairs = zip(points, points.dropFirst()).map { ($0, $1) }
            if isClosed, let first = points.first, let last = points.last, first != last { pairs.append((last, first)) }
            return pairs
        }
    }

    /// The subpaths as polylines, curves flattened (Wang's bound on the segment count).
    var polylines: [Polyline] {
        var lines: [Polyline] = []
        var current: Polyline?
        func finish() {
            if let line = current, !line.points.isEmpty { lines.append(line) }
            current = nil
        }
        for element in elements {
            switch element {
            case .move(let to):
                finish()
                current = Polyline(points: [to], isClosed: false)
            case .line(let to):
                current = current ?? Polyline(points: [.zero], isClosed: false)
                current?.points.append(to)
            case .quadCurve(let to, let control):
                let from = current?.points.last ?? .zero
                current = current ?? Polyline(points: [from], isClosed: false)
                current?.points += Path.flatten([from, control, to])
            case .curve(let to, let c1, let c2):
                let from = current?.points.last ?? .zero
                current = current ?? Polyline(points: [from], isClosed: false)
                current?.points += Path.flatten([from, c1, c2, to])
            case .closeSubpath:
                guard var line = current else { continue }
                line.isClosed = true
                lines.append(line)
                let start = line.points[0]
                // After a close, drawing goes on from the subpath's start.
                current = Polyline(points: [start], isClosed: false)
            }
        }
        finish()
        return lines.filter { $0.points.count > 1 || $0.isClosed }
    }

    /// The points after the first of a Bézier curve of degree 2 or 3 (its control polygon
    /// `p`), at equal parameter steps, enough to stay within `flatness`.
    static func flatten(_ p: [CGPoint]) -> [CGPoint] {
        let degree = p.count - 1
        var largest: CGFloat = 0
        for i in 0..<(p.count - 2) {
            let dx = p[i].x - 2 * p[i + 1].x + p[i + 2].x
            let dy = p[i].y - 2 * p[i + 1].y + p[i + 2].y
            largest = max(largest, (dx * dx + dy * dy).squareRoot())
        }
        let bound = (CGFloat(degree * (degree - 1)) / 8 * largest / flatness).squareRoot()
        let steps = min(max(Int(bound.rounded(.up)), 1), 1000)
        return (1...steps).map { step in
            let t = CGFloat(step) / CGFloat(steps)
            var points = p
            for level in 1...degree {
                for i in 0...(degree - level) {
                    points[i] = CGPoint(x: points[i].x + (points[i + 1].x - points[i].x) * t, y: points[i].y + (points[i + 1].y - points[i].y) * t)
                }
            }
            return points[0]
        }
    }

    /// Whether `point` is inside the filled path [A]: by the winding number of its subpaths
    /// (each closed for filling), non-zero, or odd with `eoFill`.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        Path.inside(Path.winding(of: point, in: polylines), eoFill: eoFill)
    }

    /// Whether a winding number is inside under a fill rule.
    static func inside(_ winding: Int, eoFill: Bool) -> Bool {
        eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The winding number of `point` about `lines`, each closed.
    static func winding(of point: CGPoint, in lines: [Polyline]) -> Int {
        var winding = 0
        for line in lines {
            var closed = line
            closed.isClosed = true
            for (a, b) in closed.segments {
                let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
                if a.y <= point.y {
                    if b.y > point.y && side > 0 { winding += 1 }
                } else if b.y <= point.y && side < 0 {
                    winding -= 1
                }
            }
        }
        return winding
    }

    /// The part of the path between two fractions of its length [A] (0 … 1, each kept in
    /// range), as lines along the flattened outline; empty when `from` ≥ `to`.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let (start, end) = (min(max(from, 0), 1), min(max(to, 0), 1))
        let segments = polylines.map(\.segments)
        let lengths = segments.map { $0.map { Path.distance($0.0, $0.1) } }
        let total = lengths.joined().reduce(0, +)
        guard start < end, total > 0 else { return Path() }
        let (low, high) = (start * total, end * total)
        var trimmed = Path()
        var walked: CGFloat = 0
        for (line, lineLengths) in zip(segments, lengths) {
            var drawing = false
            for ((a, b), length) in zip(line, lineLengths) {
                defer { walked += length }
                guard walked + length > low, walked < high, length > 0 else { continue }
                let t0 = max(0, (low - walked) / length), t1 = min(1, (high - walked) / length)
                let p0 = Path.lerp(a, b, t0), p1 = Path.lerp(a, b, t1)
                if !drawing { trimmed.move(to: p0) }
                trimmed.addLine(to: p1)
                drawing = true
            }
        }
        return trimmed
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// A path of `lines`, each a subpath, closed where it was.
    init(polylines lines: [Polyline]) {
        self.init()
        for line in lines {
            addLines(line.points)
            if line.isClosed { closeSubpath() }
        }
    }
}
