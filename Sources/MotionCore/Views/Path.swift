import Foundation

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

    /// An arc, recorded as a line to its end point (MotionCore never draws).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let start = CGPoint(x: center.x + radius * CGFloat(cos(startAngle.radians)), y: center.y + radius * CGFloat(sin(startAngle.radians)))
        let end = CGPoint(x: center.x + radius * CGFloat(cos(endAngle.radians)), y: center.y + radius * CGFloat(sin(endAngle.radians)))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        addLine(to: end)
    }

    public mutating func addPath(_ path: Path) {
        elements += path.elements
    }
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
