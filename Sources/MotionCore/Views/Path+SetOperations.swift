import Foundation
import MotionAnimation

// The filled regions of two paths combined (iOS 17) [A], computed on their flattened outlines
// (`Path+Outline.swift`): every edge of both is split where it meets another, each piece is kept
// when the region the operation makes lies on exactly one side of it, and the kept pieces are
// joined into closed subpaths with the region on their left. Each path's inside follows the fill
// rule, non-zero or even-odd with `eoFill`. The results are made of lines.

extension Path {
    /// Where the filled regions of either path are [A].
    public func union(_ other: Path, eoFill: Bool = false) -> Path { combined(other, eoFill: eoFill) { $0 || $1 } }
    /// Where the filled regions of both paths are [A].
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path { combined(other, eoFill: eoFill) { $0 && $1 } }
    /// Where this path's region is and `other`'s is not [A].
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path { combined(other, eoFill: eoFill) { $0 && !$1 } }
    /// Where exactly one of the two regions is [A].
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path { combined(other, eoFill: eoFill) { $0 != $1 } }
    /// The same filled region as subpaths that neither cross nor overlap [A].
    public func normalized(eoFill: Bool = true) -> Path { combined(Path(), eoFill: eoFill) { inside, _ in inside } }

    /// The lines of this path that lie inside `other`'s filled region [A], as open subpaths.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path { lines(in: other, eoFill: eoFill, keepInside: true) }
    /// The lines of this path that lie outside `other`'s filled region [A], as open subpaths.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path { lines(in: other, eoFill: eoFill, keepInside: false) }

    /// The region `rule` makes of "inside this path" and "inside `other`".
    private func combined(_ other: Path, eoFill: Bool, _ rule: (Bool, Bool) -> Bool) -> Path {
        let (mine, theirs) = (polylines, other.polylines)
        let edges = (mine + theirs).flatMap { line -> [(CGPoint, CGPoint)] in
            var closed = line
            closed.isClosed = true
            return closed.segments
        }
        var pieces: [PointKey: [PointKey]] = [:]
        var seen = Set<[PointKey]>()
        var kept: [(PointKey, PointKey)] = []
        for (a, b) in Path.split(edges, against: edges) {
            let (p, q) = (PointKey(a), PointKey(b))
            guard p != q, seen.insert([min(p, q), max(p, q)]).inserted else { continue }
            let length = Path.distance(a, b)
            let normal = CGPoint(x: -(b.y - a.y) / length * 1e-6, y: (b.x - a.x) / length * 1e-6)
            let middle = Path.lerp(a, b, 0.5)
            let sides = [CGPoint(x: middle.x + normal.x, y: middle.y + normal.y), CGPoint(x: middle.x - normal.x, y: middle.y - normal.y)].map { point in
                rule(Path.inside(Path.winding(of: point, in: mine), eoFill: eoFill), Path.inside(Path.winding(of: point, in: theirs), eoFill: eoFill))
            }
            let (left, right) = (sides[0], sides[1])
            guard left != right else { continue }
            kept.append(left ? (p, q) : (q, p))
        }
        for (from, to) in kept { pieces[from, default: []].append(to) }
        // Join the kept pieces end to start into closed subpaths.
        var result = Path()
        for (start, _) in kept {
            guard var next = pieces[start]?.popLast() else { continue }
            var ring = [start.point]
            while next != start {
                ring.append(next.point)
                guard let after = pieces[next]?.popLast() else { break }
                next = after
            }
            if ring.count > 2 {
                result.addLines(ring)
                result.closeSubpath()
            }
        }
        return result
    }

    /// This path's segments split where `other`'s outline crosses them, kept inside (or outside)
    /// `other`'s region, joined into open subpaths in this path's order.
    private func lines(in other: Path, eoFill: Bool, keepInside: Bool) -> Path {
        let region = other.polylines
        let boundary = region.flatMap { line -> [(CGPoint, CGPoint)] in
            var closed = line
            closed.isClosed = true
            return closed.segments
        }
        var result = Path()
        for line in polylines {
            var last: CGPoint?
            for (a, b) in Path.split(line.segments, against: boundary) where a != b {
                let middle = Path.lerp(a, b, 0.5)
                guard Path.inside(Path.winding(of: middle, in: region), eoFill: eoFill) == keepInside else {
                    last = nil
                    continue
                }
                if last != a { result.move(to: a) }
                result.addLine(to: b)
                last = b
            }
        }
        return result
    }

    /// `edges` split at every point where one of `others` crosses or overlaps them, in order;
    /// a crossing point is computed once, so the pieces of both edges share it exactly.
    static func split(_ edges: [(CGPoint, CGPoint)], against others: [(CGPoint, CGPoint)]) -> [(CGPoint, CGPoint)] {
        var cuts = edges.map { [(t: CGFloat(0), point: $0.0), (t: CGFloat(1), point: $0.1)] }
        var found: [Pair: CGPoint] = [:]
        for (i, (a, b)) in edges.enumerated() {
            let r = CGPoint(x: b.x - a.x, y: b.y - a.y)
            let rr = r.x * r.x + r.y * r.y
            guard rr > 0 else { continue }
            for (j, (c, d)) in others.enumerated() {
                let s = CGPoint(x: d.x - c.x, y: d.y - c.y)
                guard max(a.x, b.x) >= min(c.x, d.x), max(c.x, d.x) >= min(a.x, b.x),
                      max(a.y, b.y) >= min(c.y, d.y), max(c.y, d.y) >= min(a.y, b.y) else { continue }
                let denominator = r.x * s.y - r.y * s.x
                let ac = CGPoint(x: c.x - a.x, y: c.y - a.y)
                let ss = s.x * s.x + s.y * s.y
                guard ss > 0 else { continue }
                if abs(denominator) > 1e-12 * (rr * ss).squareRoot() {
                    let t = (ac.x * s.y - ac.y * s.x) / denominator
                    let u = (ac.x * r.y - ac.y * r.x) / denominator
                    guard t > 1e-12, t < 1 - 1e-12, u >= -1e-12, u <= 1 + 1e-12 else { continue }
                    // The same crossing seen from the other edge (when both lists are one) is
                    // reused, so both pieces end at the same point.
                    // An end of the other edge on this one is that end exactly.
                    let key = Pair(i, j)
                    let point = u <= 1e-9 ? c : u >= 1 - 1e-9 ? d : found[key] ?? Path.lerp(a, b, t)
                    found[Pair(j, i)] = point
                    cuts[i].append((t, point))
                } else if abs(ac.x * r.y - ac.y * r.x) <= 1e-9 * rr.squareRoot() {
                    // In line: cut at the other edge's ends that lie inside this one.
                    for end in [c, d] {
                        let t = ((end.x - a.x) * r.x + (end.y - a.y) * r.y) / rr
                        if t > 1e-12, t < 1 - 1e-12 { cuts[i].append((t, end)) }
                    }
                }
            }
        }
        return cuts.flatMap { list -> [(CGPoint, CGPoint)] in
            let sorted = list.sorted { $0.t < $1.t }
            return zip(sorted, sorted.dropFirst()).map { ($0.point, $1.point) }
        }
    }

    /// An ordered pair of edge indices.
    private struct Pair: Hashable {
        let first: Int, second: Int
        init(_ first: Int, _ second: Int) { (self.first, self.second) = (first, second) }
    }
}

/// A point as a dictionary key, by its exact coordinates.
struct PointKey: Hashable, Comparable {
    let x: Double, y: Double
    init(_ point: CGPoint) { (x, y) = (Double(point.x), Double(point.y)) }
    var point: CGPoint { CGPoint(x: x, y: y) }
    static func < (lhs: PointKey, rhs: PointKey) -> Bool { (lhs.x, lhs.y) < (rhs.x, rhs.y) }
}
