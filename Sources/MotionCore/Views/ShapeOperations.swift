import Foundation
import MotionAnimation

// Shapes made from shapes [A]: set operations (iOS 17), an affine transform, a path drawn at
// another size, and the type-erased `AnyShape`. Their `path(in:)` is the operation on the
// shapes' paths (`Path+SetOperations.swift`, `Path.applying`), so a `Canvas` that fills it or
// code that reads it gets the combined outline.

extension Shape {
    /// The region of this shape or `other` [A].
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape { _ShapeSetOperation(self, other, .union, eoFill) }
    /// The region of both shapes [A].
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape { _ShapeSetOperation(self, other, .intersection, eoFill) }
    /// The region of this shape without `other`'s [A].
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape { _ShapeSetOperation(self, other, .subtracting, eoFill) }
    /// The region of exactly one of the shapes [A].
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(self, other, .symmetricDifference, eoFill)
    }
    /// This shape's lines inside `other` [A].
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape { _ShapeSetOperation(self, other, .lineIntersection, eoFill) }
    /// This shape's lines outside `other` [A].
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape { _ShapeSetOperation(self, other, .lineSubtraction, eoFill) }

    /// This shape with its path mapped by `transform` [A].
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> { TransformedShape(shape: self, transform: transform) }

    /// This shape drawn in a rectangle of `size` at the top-left of its frame [A]; the view's
    /// layout is unchanged.
    public func size(_ size: CGSize) -> some Shape { _SizedShape(shape: self, size: size, anchor: .topLeading) }
    /// This shape drawn in a rectangle of `size` placed at `anchor` of its frame [A].
    public func size(_ size: CGSize, anchor: UnitPoint) -> some Shape { _SizedShape(shape: self, size: size, anchor: anchor) }
    public func size(width: CGFloat, height: CGFloat) -> some Shape { size(CGSize(width: width, height: height)) }
    public func size(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> some Shape { size(CGSize(width: width, height: height), anchor: anchor) }
}

/// Two shapes combined by a set operation: a visible leaf `Shape` drawn as its frame (the scene
/// has no outline of its own for it), with the operation recorded (`union(Rectangle)`).
public struct _ShapeSetOperation<First: Shape, Second: Shape>: Shape, BuiltinView {
    enum Operation: String { case union, intersection, subtracting, symmetricDifference, lineIntersection, lineSubtraction }
    let first: First
    let second: Second
    let operation: Operation
    let eoFill: Bool

    init(_ first: First, _ second: Second, _ operation: Operation, _ eoFill: Bool) {
        (self.first, self.second, self.operation, self.eoFill) = (first, second, operation, eoFill)
    }

    public func path(in rect: CGRect) -> Path {
        let (a, b) = (first.path(in: rect), second.path(in: rect))
        switch operation {
        case .union: return a.union(b, eoFill: eoFill)
        case .intersection: return a.intersection(b, eoFill: eoFill)
        case .subtracting: return a.subtracting(b, eoFill: eoFill)
        case .symmetricDifference: return a.symmetricDifference(b, eoFill: eoFill)
        case .lineIntersection: return a.lineIntersection(b, eoFill: eoFill)
        case .lineSubtraction: return a.lineSubtraction(b, eoFill: eoFill)
        }
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        var context = context
        context.pending.append(.style("\(operation.rawValue)(\(ViewRuntime.typeName(of: second)))"))
        let node = walk.runtime.visibleNode(for: Self.self, at: walk, context, name: ViewRuntime.typeName(of: first), typeName: "Shape")
        node.layout.base = FillLayout()
        var drawing = SceneTraits()
        drawing.kind = .shape
        node.setDrawing(drawing)
    }
}

/// A shape whose path is mapped by an affine transform [A]; walked as the shape inside, the
/// transform recorded on its node (`transform(1, 0, 0, 1, 10, 0)`, a, b, c, d, tx, ty).
public struct TransformedShape<Content: Shape>: Shape, BuiltinView {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        var context = context
        let numbers = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map { describe(Double($0)) }
        context.pending.append(.style("transform(\(numbers.joined(separator: ", ")))"))
        walk.walk(shape, context)
    }
}

/// A shape drawn in a rectangle of its own size inside its frame [A]; walked as the shape
/// inside, the size recorded (`size(width: 20.0, height: 10.0)`).
public struct _SizedShape<Content: Shape>: Shape, BuiltinView {
    var shape: Content
    let size: CGSize
    let anchor: UnitPoint

    public func path(in rect: CGRect) -> Path {
        let origin = CGPoint(x: rect.minX + (rect.width - size.width) * anchor.x, y: rect.minY + (rect.height - size.height) * anchor.y)
        return shape.path(in: CGRect(origin: origin, size: size))
    }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        var context = context
        context.pending.append(.style("size(width: \(describe(Double(size.width))), height: \(describe(Double(size.height))))"))
        walk.walk(shape, context)
    }
}

/// A type-erased shape [A]: walked as the shape it wraps (its node, name and drawing are that
/// shape's).
public struct AnyShape: Shape, BuiltinView {
    let base: any Shape

    public init<S: Shape>(_ shape: S) { base = shape }

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.walk(base, context)
    }
}

extension TransformedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> TransformedShape<Content.InsetShape> {
        TransformedShape<Content.InsetShape>(shape: shape.inset(by: amount), transform: transform)
    }
}
