import Foundation
import MotionAnimation

extension Path {
    /// The region a stroke of `style` covers, as a path to fill [A]: on the flattened outline
    /// (`Path+Outline.swift`), cut into dashes by `dash` and `dashPhase`, a rectangle
    /// `lineWidth` wide along every segment, the joins (`miter` up to `miterLimit` times the
    /// width, else `bevel`; `round`), and the caps of open subpaths (`butt`, `square`, `round`).
    /// The pieces are closed subpaths turning the same way, which may overlap: filled with the
    /// non-zero rule, they cover exactly the stroke.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0 else { return Path() }
        var pieces: [[CGPoint]] = []
        for line in Path.dashed(polylines, style.dash, phase: style.dashPhase) {
            let points = line.points
            let segments = line.segments.filter { $0.0 != $0.1 }
            if segments.isEmpty, let point = points.first, !line.isClosed {
                pieces += Path.cap(at: point, direction: CGPoint(x: 1, y: 0), half, style.lineCap, both: true)
                continue
            }
            for (a, b) in segments {
                let n = Path.normal(a, b, half)
                pieces.append([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                               CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)])
            }
            let pairs = zip(segments, segments.dropFirst()).map { ($0, $1) } + (line.isClosed && segments.count > 1 ? [(segments[segments.count - 1], segments[0])] : [])
            for (incoming, outgoing) in pairs {
                pieces += Path.join(incoming, outgoing, half, style)
            }
            if !line.isClosed, let first = segments.first, let last = segments.last {
                pieces += Path.cap(at: first.0, direction: Path.unit(first.0.x - first.1.x, first.0.y - first.1.y), half, style.lineCap, both: false)
                pieces += Path.cap(at: last.1, direction: Path.unit(last.1.x - last.0.x, last.1.y - last.0.y), half, style.lineCap, both: false)
            }
        }
        var stroked = Path()
        for piece in pieces where piece.count > 2 {
            stroked.addLines(Path.area(piece) < 0 ? piece.reversed() : piece)
            stroked.closeSubpath()
        }
        return stroked
    }

    /// The left normal of segment a→b, `length` long.
    private static func normal(_ a: CGPoint, _ b: CGPoint, _ length: CGFloat) -> CGPoint {
        let d = unit(b.x - a.x, b.y - a.y)
        return CGPoint(x: -d.y * length, y: d.x * length)
    }

    /// Twice the signed area of a polygon (shoelace).
    static func area(_ polygon: [CGPoint]) -> CGFloat {
        zip(polygon, polygon.dropFirst() + polygon.prefix(1)).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
    }

    /// A circle of radius `r` about `center`, flattened.
    private static func disc(_ center: CGPoint, _ r: CGFloat) -> [CGPoint] {
        Path(ellipseIn: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)).polylines.first?.points ?? []
    }

    /// The join of two segments meeting at `incoming.1`, on the outer side of the turn.
    private static func join(_ incoming: (CGPoint, CGPoint), _ outgoing: (CGPoint, CGPoint), _ half: CGFloat, _ style: StrokeStyle) -> [[CGPoint]] {
        let vertex = incoming.1
        let (d1, d2) = (unit(incoming.1.x - incoming.0.x, incoming.1.y - incoming.0.y), unit(outgoing.1.x - outgoing.0.x, outgoing.1.y - outgoing.0.y))
        let cross = d1.x * d2.y - d1.y * d2.x
        let dot = d1.x * d2.x + d1.y * d2.y
        if abs(cross) < 1e-12 && dot > 0 { return [] }
        if style.lineJoin == .round { return [disc(vertex, half)] }
        let side: CGFloat = cross > 0 ? -1 : 1
        let p1 = CGPoint(x: vertex.x - d1.y * half * side, y: vertex.y + d1.x * half * side)
        let p2 = CGPoint(x: vertex.x - d2.y * half * side, y: vertex.y + d2.x * half * side)
        // The miter's length over the line width is 1 / sin(φ/2), φ the angle between the lines.
        let between = acos(min(max(-dot, -1), 1))
        if style.lineJoin == .miter, between > 1e-12, 1 / sin(between / 2) <= style.miterLimit {
            let reach = half / sin(between / 2)
            let bisector = unit(p1.x + p2.x - 2 * vertex.x, p1.y + p2.y - 2 * vertex.y)
            let tip = CGPoint(x: vertex.x + bisector.x * reach, y: vertex.y + bisector.y * reach)
            return [[vertex, p1, tip, p2]]
        }
        return [[vertex, p1, p2]]
    }

    /// The cap at `point` of a line leaving it along `direction` (outward); `both` caps a lone
    /// point on both sides.
    private static func cap(at point: CGPoint, direction d: CGPoint, _ half: CGFloat, _ cap: StrokeStyle.LineCap, both: Bool) -> [[CGPoint]] {
        switch cap {
        case .butt: return []
        case .round: return [disc(point, half)]
        case .square:
            let n = CGPoint(x: -d.y * half, y: d.x * half)
            let back = both ? CGPoint(x: -d.x * half, y: -d.y * half) : .zero
            return [[CGPoint(x: point.x + back.x + n.x, y: point.y + back.y + n.y), CGPoint(x: point.x + d.x * half + n.x, y: point.y + d.y * half + n.y),
                     CGPoint(x: point.x + d.x * half - n.x, y: point.y + d.y * half - n.y), CGPoint(x: point.x + back.x - n.x, y: point.y + back.y - n.y)]]
        }
    }

    /// `lines` cut into dashes: `pattern` alternates drawn and skipped lengths, starting
    /// `phase` points into it; every subpath starts the pattern afresh. No pattern (or one that
    /// sums to nothing): the lines as they are.
    static func dashed(_ lines: [Polyline], _ pattern: [CGFloat], phase: CGFloat) -> [Polyline] {
        let cycle = pattern.reduce(0, +)
        guard !pattern.isEmpty, cycle > 0, pattern.allSatisfy({ $0 >= 0 }) else { return lines }
        var dashes: [Polyline] = []
        for line in lines {
            var offset = phase.truncatingRemainder(dividingBy: cycle)
            if offset < 0 { offset += cycle }
            var index = 0
            while offset >= pattern[index] {
                offset -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var left = pattern[index] - offset
            var current: [CGPoint]? = index % 2 == 0 ? [line.points[0]] : nil
            for (a, b) in line.segments {
                var from = a
                var remaining = distance(a, b)
                while remaining > left {
                    let point = lerp(from, b, left / remaining)
                    if current != nil {
                        current?.append(point)
                        dashes.append(Polyline(points: current!, isClosed: false))
                        current = nil
                    } else {
                        current = [point]
                    }
                    remaining -= left
                    from = point
                    index = (index + 1) % pattern.count
                    left = pattern[index]
                }
                left -= remaining
                current?.append(b)
            }
            if let current, current.count > 1 { dashes.append(Polyline(points: current, isClosed: false)) }
        }
        return dashes
    }
}
