import Foundation
import MotionAnimation
import TraceFormat

// Shapes moved, rotated or scaled inside their frame [A]: `Circle().offset(x: 10).fill(.red)`.
// Each is still a shape (it can be filled, stroked, trimmed) and is walked as the shape it
// transforms, with the transform as a traced property of that shape's node: `offset` [`x`, `y`]
// (the same property as the view modifier `offset`), `rotation` [`degrees`], `scale` [`x`, `y`].

extension Shape {
    /// The shape moved by `offset` points [A].
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// The shape moved by `offset` points [A].
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }

    /// The shape moved by `x` and `y` points [A].
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }

    /// The shape turned by `angle` about `anchor` [A].
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by `x` and `y` about `anchor` [A].
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled uniformly by `scale` about `anchor` [A].
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
}

/// A transformed shape's walk: the transform lands on the node of the shape inside.
protocol TransformedShapeLeaf: BuiltinView {
    associatedtype Content: Shape
    var shape: Content { get }
    var transformProperty: any PropertyAttachment { get }
}

extension TransformedShapeLeaf {
    func walk(_ walk: Walk, _ context: WalkContext) {
        var context = context
        context.pending.append(.property(transformProperty, context.transaction))
        walk.walk(shape, context)
    }
}

/// A shape moved by an offset, points [A].
public struct OffsetShape<Content: Shape>: Shape, TransformedShapeLeaf {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect.offsetBy(dx: offset.width, dy: offset.height)) }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set {
            shape.animatableData = newValue.first
            offset.animatableData = newValue.second
        }
    }

    var transformProperty: any PropertyAttachment { Traced(.offset, TracedPoint(x: offset.width, y: offset.height)) }
}

/// A shape turned about an anchor [A].
public struct RotatedShape<Content: Shape>: Shape, TransformedShapeLeaf {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's own outline (MotionCore records paths, it does not transform them).
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }

    var transformProperty: any PropertyAttachment { Traced(.shapeRotation, angle) }
}

/// A shape scaled about an anchor [A].
public struct ScaledShape<Content: Shape>: Shape, TransformedShapeLeaf {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's own outline (MotionCore records paths, it does not transform them).
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }

    var transformProperty: any PropertyAttachment { Traced(.shapeScale, TracedPoint(x: scale.width, y: scale.height, anchor: anchor)) }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> { OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset) }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension ScaledShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> {
        ScaledShape<Content.InsetShape>(shape: shape.inset(by: amount), scale: scale, anchor: anchor)
    }
}
