import Foundation
import MotionAnimation

/// The outline of a shape [A]: its elements, as Core Graphics records them. MotionCore never
/// draws a path; a `Canvas` traces the bounds of what it fills and strokes, and the operations
/// of `Path+Geometry.swift` compute with its outline.
public struct Path: Equatable, Sendable {
    /// One element of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath

        /// The element with every point mapped by `transform`.
        func applying(_ transform: CGAffineTransform) -> Element {
            switch self {
            case .move(let to): .move(to: to.applying(transform))
            case .line(let to): .line(to: to.applying(transform))
            case .quadCurve(let to, let control): .quadCurve(to: to.applying(transform), control: control.applying(transform))
            case .curve(let to, let c1, let c2): .curve(to: to.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
    }

    /// The elements, in order.
    public private(set) var elements: [Element] = []

    public init() {}

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rectangle with a radius per corner [A].
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// A path built by a closure [A].
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from [A]: the last element's end, the subpath's start
    /// after `closeSubpath()`, nil for an empty path.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let to):
                (start, current) = (to, to)
            case .line(let to), .quadCurve(let to, _), .curve(let to, _, _):
                current = to
            case .closeSubpath:
                current = start
            }
        }
        return current
    }

    /// Calls `body` with each element in order [A].
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// The path with every point mapped by `transform` [A].
    public func applying(_ transform: CGAffineTransform) -> Path {
        var moved = Path()
        moved.elements = elements.map { $0.applying(transform) }
        return moved
    }

    /// The path moved by `dx`, `dy` points [A].
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    // MARK: Adding elements

    public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }
    public mutating func addLine(to end: CGPoint) { elements.append(.line(to: end)) }
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: end, control: control)) }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Appends `piece`'s elements mapped by `transform`.
    private mutating func append(_ piece: Path, _ transform: CGAffineTransform) {
        elements += transform.isIdentity ? piece.elements : piece.elements.map { $0.applying(transform) }
    }

    /// A closed rectangle from its origin, clockwise on screen [A].
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        var piece = Path()
        piece.addLines([rect.origin, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        piece.closeSubpath()
        append(piece, transform)
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Appends `path` mapped by `transform` [A].
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        append(path, transform)
    }

    /// A closed ellipse inscribed in `rect` [A]: four cubic Béziers (control points 0.5523 of the
    /// radius along the tangents, the usual quarter-circle fit) from the rightmost point,
    /// clockwise on screen, as Core Graphics adds one.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let (rx, ry) = (rect.width / 2, rect.height / 2)
        let (cx, cy) = (rect.midX, rect.midY)
        let k = Path.quarterArcHandle
        var piece = Path()
        piece.move(to: CGPoint(x: rect.maxX, y: cy))
        piece.addCurve(to: CGPoint(x: cx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: rect.maxY))
        piece.addCurve(to: CGPoint(x: rect.minX, y: cy), control1: CGPoint(x: cx - k * rx, y: rect.maxY), control2: CGPoint(x: rect.minX, y: cy + k * ry))
        piece.addCurve(to: CGPoint(x: cx, y: rect.minY), control1: CGPoint(x: rect.minX, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: rect.minY))
        piece.addCurve(to: CGPoint(x: rect.maxX, y: cy), control1: CGPoint(x: cx + k * rx, y: rect.minY), control2: CGPoint(x: rect.maxX, y: cy - k * ry))
        piece.closeSubpath()
        append(piece, transform)
    }

    /// The handle length of a cubic Bézier quarter circle of radius 1: 4/3·(√2 − 1).
    static let quarterArcHandle: CGFloat = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// A rounded rectangle [A]: every corner a quarter ellipse of `cornerSize` (at most half the
    /// side), from the end of the top-left corner, clockwise on screen. `.continuous` corners are
    /// drawn as `.circular` ones (Apple's continuous curve is not published).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        let corner = CGSize(width: cornerSize.width, height: cornerSize.height)
        addRoundedRect(rect, radii: [corner, corner, corner, corner], transform: transform)
    }

    /// A rectangle with a radius per corner [A].
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        let sizes = [cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading]
            .map { CGSize(width: $0, height: $0) }
        addRoundedRect(rect, radii: sizes, transform: transform)
    }

    /// A rounded rectangle with the corner sizes top-left, top-right, bottom-right, bottom-left.
    private mutating func addRoundedRect(_ rect: CGRect, radii: [CGSize], transform: CGAffineTransform) {
        let rect = rect.standardized
        let r = radii.map { CGSize(width: min(max($0.width, 0), rect.width / 2), height: min(max($0.height, 0), rect.height / 2)) }
        let k = Path.quarterArcHandle
        var piece = Path()
        piece.move(to: CGPoint(x: rect.minX + r[0].width, y: rect.minY))
        // Each corner: the straight side up to it, then its quarter ellipse.
        let corners: [(side: CGPoint, end: CGPoint, c1: CGPoint, c2: CGPoint)] = [
            (CGPoint(x: rect.maxX - r[1].width, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY + r[1].height),
             CGPoint(x: rect.maxX - r[1].width * (1 - k), y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY + r[1].height * (1 - k))),
            (CGPoint(x: rect.maxX, y: rect.maxY - r[2].height), CGPoint(x: rect.maxX - r[2].width, y: rect.maxY),
             CGPoint(x: rect.maxX, y: rect.maxY - r[2].height * (1 - k)), CGPoint(x: rect.maxX - r[2].width * (1 - k), y: rect.maxY)),
            (CGPoint(x: rect.minX + r[3].width, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY - r[3].height),
             CGPoint(x: rect.minX + r[3].width * (1 - k), y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY - r[3].height * (1 - k))),
            (CGPoint(x: rect.minX, y: rect.minY + r[0].height), CGPoint(x: rect.minX + r[0].width, y: rect.minY),
             CGPoint(x: rect.minX, y: rect.minY + r[0].height * (1 - k)), CGPoint(x: rect.minX + r[0].width * (1 - k), y: rect.minY)),
        ]
        for (index, corner) in corners.enumerated() {
            piece.addLine(to: corner.side)
            if r[(index + 1) % 4] != .zero { piece.addCurve(to: corner.end, control1: corner.c1, control2: corner.c2) }
        }
        piece.closeSubpath()
        append(piece, transform)
    }

    // MARK: Arcs

    /// An arc about `center` from `startAngle` to `endAngle` [A], as line segments of at most 15°
    /// (its points give the path its bounds). `clockwise: false` runs toward growing angles, as
    /// Core Graphics does; a line joins the current point to its start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        let start = startAngle.radians
        var sweep = endAngle.radians - start
        let turn = 2 * Double.pi
        if clockwise {
            while sweep > 0 { sweep -= turn }
            if sweep < -turn { sweep = -turn }
        } else {
            while sweep < 0 { sweep += turn }
            if sweep > turn { sweep = turn }
        }
        addArcSegments(center: center, radius: radius, start: start, sweep: sweep, transform: transform)
    }

    /// An arc about `center` from `startAngle` turning by `delta` [A].
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        addArcSegments(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the
    /// line from there to `tangent2End` [A], after a line from the current point to the arc's
    /// start; a line to `tangent1End` when the three points are in line (or there is no current
    /// point: then a move to it), as Core Graphics does.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let p1 = tangent1End.applying(transform)
        guard let p0 = currentPoint else { return move(to: p1) }
        // The tangents in the arc's own (untransformed) coordinates.
        let inverse = transform.inverted()
        let start = p0.applying(inverse)
        let u = Path.unit(start.x - tangent1End.x, start.y - tangent1End.y)
        let v = Path.unit(tangent2End.x - tangent1End.x, tangent2End.y - tangent1End.y)
        let cross = u.x * v.y - u.y * v.x
        let angle = acos(min(max(u.x * v.x + u.y * v.y, -1), 1))
        guard abs(cross) > 1e-12, angle > 1e-12, radius > 0 else { return addLine(to: p1) }
        let distance = radius / tan(angle / 2)
        let bisector = Path.unit(u.x + v.x, u.y + v.y)
        let toCenter = radius / sin(angle / 2)
        let center = CGPoint(x: tangent1End.x + bisector.x * toCenter, y: tangent1End.y + bisector.y * toCenter)
        let t1 = CGPoint(x: tangent1End.x + u.x * distance, y: tangent1End.y + u.y * distance)
        let t2 = CGPoint(x: tangent1End.x + v.x * distance, y: tangent1End.y + v.y * distance)
        let a1 = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        var sweep = atan2(Double(t2.y - center.y), Double(t2.x - center.x)) - a1
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        addArcSegments(center: center, radius: radius, start: a1, sweep: sweep, transform: transform)
    }

    static func unit(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        let length = (x * x + y * y).squareRoot()
        return length == 0 ? .zero : CGPoint(x: x / length, y: y / length)
    }

    private mutating func addArcSegments(center: CGPoint, radius: CGFloat, start: Double, sweep: Double, transform: CGAffineTransform) {
        let point = { (angle: Double) in
            CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle))).applying(transform)
        }
        if currentPoint == nil { move(to: point(start)) } else { addLine(to: point(start)) }
        let steps = max(1, Int((abs(sweep) / (Double.pi / 12)).rounded(.up)))
        for step in 1...steps { addLine(to: point(start + sweep * Double(step) / Double(steps))) }
    }

    /// Every point of the path, control points included.
    var points: [CGPoint] {
        elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let to), .line(let to): [to]
            case .quadCurve(let to, let control): [control, to]
            case .curve(let to, let control1, let control2): [control1, control2, to]
            case .closeSubpath: []
            }
        }
    }

    /// The smallest rectangle holding every point of the path (control points included) [A].
    public var boundingRect: CGRect { DrawingTransform.identity.bounds(of: self) }
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
