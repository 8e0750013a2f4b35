import Foundation
import MotionAnimation
import TraceFormat

// A shape filled or stroked is a `ShapeView` (iOS 17) [A], which can be filled or stroked again:
// `Circle().fill(.red).stroke(.blue, lineWidth: 2)` draws the stroke over the fill. Each layer
// leaves its properties for the shape's node, as the fill and stroke modifiers always did:
// `fill` [`red`, `green`, `blue`, `opacity`], `strokeColor`, `stroke` [`lineWidth`] and, for a
// dashed style, `dashPhase`; the shape's node then has all of them.

/// A view of a shape drawn in a style [A].
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    /// The shape drawn [A].
    var shape: Content { get }
}

/// A layer of a shape view: the attachments it leaves, walked on its background (an earlier
/// layer) or, at the bottom, the shape.
protocol ShapeLayer: BuiltinView {
    associatedtype Content: Shape
    associatedtype Background: View
    var shape: Content { get }
    var background: Background { get }
    func attachments(_ transaction: Transaction) -> [Attachment]
}

extension ShapeLayer {
    func walk(_ walk: Walk, _ context: WalkContext) {
        var context = context
        context.pending += attachments(context.transaction)
        if Background.self == EmptyView.self { walk.walk(shape, context) } else { walk.walk(background, context) }
    }
}

/// The attachments of a stroke, outermost first: the dash phase of a dashed style, the line
/// width, the colour.
/// A stroke layer (`StrokeShapeView`, `StrokeBorderShapeView`: the same layer, two types as in
/// SwiftUI).
protocol StrokeLayer: ShapeLayer {
    associatedtype Style: ShapeStyle
    var style: Style { get }
    var strokeStyle: StrokeStyle { get }
}

extension StrokeLayer {
    /// An undashed stroke has no phase to move, and traces no `dashPhase`.
    func attachments(_ transaction: Transaction) -> [Attachment] {
        let dash: [Attachment] = strokeStyle.dash.isEmpty
            ? [] : [.property(Traced(.dashPhase, TracedScalar(Double(strokeStyle.dashPhase), of: .dashPhase)), transaction)]
        return dash + [
            .property(Traced(.stroke, TracedScalar(Double(strokeStyle.lineWidth), of: .stroke)), transaction),
            ShapeStyleResolution.attachment(.strokeColor, style, transaction),
        ]
    }
}

/// A shape filled with a style over a background [A].
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, ShapeLayer {
    public typealias Body = Never
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public var background: Background

    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        (self.shape, self.style, self.fillStyle, self.background) = (shape, style, fillStyle, background)
    }

    func attachments(_ transaction: Transaction) -> [Attachment] { [ShapeStyleResolution.attachment(.fill, style, transaction)] }
}

/// A shape's outline stroked in a style over a background [A].
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, StrokeLayer {
    public typealias Body = Never
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        (self.shape, self.style, self.strokeStyle, self.isAntialiased, self.background) = (shape, style, strokeStyle, isAntialiased, background)
    }
}

/// A shape's outline stroked inside its frame in a style over a background [A]; traced as a
/// stroke (the inset is not drawn).
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView, StrokeLayer {
    public typealias Body = Never
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        (self.shape, self.style, self.strokeStyle, self.isAntialiased, self.background) = (shape, style, strokeStyle, isAntialiased, background)
    }
}

extension ShapeView {
    /// Fills the shape over this view [A].
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Strokes the shape's outline over this view [A].
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline `lineWidth` points wide over this view [A].
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// Strokes inside the shape's outline over this view [A].
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes inside the shape's outline `lineWidth` points wide over this view [A].
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
