import Foundation
import MotionAnimation

/// The outline of a shape [A]: MotionCore records the elements a shape adds and never draws them.
public struct Path: Equatable, Sendable {
    /// One element of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
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

    /// A path built by a closure [A].
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    public var isEmpty: Bool { elements.isEmpty }

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

    public mutating func addRect(_ rect: CGRect) {
        addLines([rect.origin, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRect(rect)
    }

    public mutating func addEllipse(in rect: CGRect) {
        move(to: CGPoint(x: rect.maxX, y: rect.midY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.midY), control1: CGPoint(x: rect.maxX, y: rect.minY), control2: CGPoint(x: rect.minX, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control1: CGPoint(x: rect.minX, y: rect.maxY), control2: CGPoint(x: rect.maxX, y: rect.maxY))
        closeSubpath()
    }

    /// An arc about `center` from `startAngle` to `endAngle` [A], as line segments of at most 15°
    /// (MotionCore never draws; the points give the path its bounds). `clockwise: false` runs
    /// toward growing angles, as Core Graphics does; a line joins the current point to its start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
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
        addArcSegments(center: center, radius: radius, start: start, sweep: sweep)
    }

    /// An arc about `center` from `startAngle` turning by `delta` [A].
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        addArcSegments(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians)
    }

    private mutating func addArcSegments(center: CGPoint, radius: CGFloat, start: Double, sweep: Double) {
        let point = { (angle: Double) in CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle))) }
        if elements.isEmpty { move(to: point(start)) } else { addLine(to: point(start)) }
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

    /// The path moved by `dx`, `dy` points [A].
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        var moved = Path()
        moved.elements = elements.map { element in
            let shift = { (point: CGPoint) in CGPoint(x: point.x + dx, y: point.y + dy) }
            switch element {
            case .move(let to): return .move(to: shift(to))
            case .line(let to): return .line(to: shift(to))
            case .quadCurve(let to, let control): return .quadCurve(to: shift(to), control: shift(control))
            case .curve(let to, let control1, let control2): return .curve(to: shift(to), control1: shift(control1), control2: shift(control2))
            case .closeSubpath: return .closeSubpath
            }
        }
        return moved
    }

    public mutating func addPath(_ path: Path) {
        elements += path.elements
    }
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
