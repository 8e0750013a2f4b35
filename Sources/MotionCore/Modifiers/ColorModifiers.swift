import Foundation
import MotionAnimation
import TraceFormat

extension View {
    /// The foreground style: a colour is property `foregroundStyle` [`red`, `green`, `blue`,
    /// `opacity`] (sRGB 0–1); other styles are recorded [A].
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(AttachingModifier { ShapeStyleResolution.attachment(.foregroundStyle, style, $0) })
    }

    /// Primary and secondary foreground styles: recorded [A].
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        styled("foregroundStyle(\(primary), \(secondary))")
    }

    /// The foreground colour: property `foregroundColor` [`red`, `green`, `blue`, `opacity`] [A].
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(AttachingModifier { transaction in
            guard let color else { return .style("foregroundColor(nil)") }
            return ShapeStyleResolution.attachment(.foregroundColor, color, transaction)
        })
    }

    /// A background style: a colour is property `background` [`red`, `green`, `blue`,
    /// `opacity`]; other styles are recorded [A]. On `edges` (all by default) the background
    /// reaches into the safe area where the view's frame reaches its edge [A]; the scene draws
    /// it so (`backgroundOutsets`).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(AttachingModifier { ShapeStyleResolution.attachment(.background, style, $0) })
            .modifier(AttachingModifier { _ in .scene { $0.backgroundIgnoresSafeAreaEdges = edges } })
    }

    /// A background style in a shape: the colour as property `background` [A].
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(AttachingModifier { ShapeStyleResolution.attachment(.background, style, $0) })
    }

    /// A background view, walked after the view as its sibling [A].
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(slot: "background", view: content(), alignment: alignment))
    }

    /// A background view (deprecated form), walked after the view as its sibling [A].
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(slot: "background", view: background, alignment: alignment))
    }

    /// An overlay view, walked after the view as its sibling [A].
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(slot: "overlay", view: content(), alignment: alignment))
    }

    /// An overlay view (deprecated form), walked after the view as its sibling [A].
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(slot: "overlay", view: overlay, alignment: alignment))
    }

    /// An overlay style in a shape: a colour is property `overlay` [A].
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(AttachingModifier { ShapeStyleResolution.attachment(.overlay, style, $0) })
    }

    /// A border: the colour as property `border` [A].
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(AttachingModifier { ShapeStyleResolution.attachment(.border, content, $0) })
    }

    /// The tint colour: recorded [A].
    public func tint(_ tint: Color?) -> some View {
        styled("tint(\(tint.map { "\($0)" } ?? "nil"))")
    }

    /// The tint style: recorded [A].
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        styled("tint(\(tint.map { "\($0)" } ?? "nil"))")
    }
}

/// A secondary view of a modifier (`background`, `overlay`): walked after the content, in the
/// same container, with the content's transaction, at a place of this modifier's own (two
/// overlays on one view host two different views); in layout it is proposed the size of the
/// view it decorates (with the modifiers inside this one) and aligned on it.
struct SecondaryViewModifier<Secondary: View>: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let slot: String
    let view: Secondary
    var alignment: Alignment = .center

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        let link = SecondaryLink(alignment: alignment)
        var inner = context
        inner.pending.append(.layout(.secondary(link)))
        walk.modifiedContent.walk(content, inner)
        let runtime = walk.runtime
        runtime.walks.nodeProbes.append(nil)
        walk.appending(.slot(slot)).walk(view, context.forContent)
        if let node = runtime.walks.nodeProbes.removeLast() {
            link.node = node
            node.layout.isSecondary = true
            node.secondaryLink = link
        }
    }
}

/// How a shape is filled [A]; recorded only.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a shape is stroked [A]; the line width is recorded as property `stroke` [`lineWidth`].
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Line ends and joins, Core Graphics' types [A].
    public typealias LineCap = CGLineCap
    public typealias LineJoin = CGLineJoin
}

extension Shape {
    /// Fills the shape: a colour is property `fill` [`red`, `green`, `blue`, `opacity`] [A]; a
    /// `ShapeView` that can be stroked over (`ShapeView.swift`).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Self, S, EmptyView> {
        FillShapeView(shape: self, style: content, fillStyle: style, background: EmptyView())
    }

    /// Strokes the outline: property `stroke` [`lineWidth`]; a colour is property `strokeColor` [A].
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Strokes the outline with a stroke style [A]; a dashed style also traces its
    /// `dashPhase` (the property `dashPhase`), which `StrokeStyle` animates in SwiftUI.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Strokes the outline in the foreground style [A].
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// Strokes the outline in the foreground style with a stroke style [A].
    public func stroke(style: StrokeStyle) -> some View {
        stroke(ForegroundStyle(), style: style)
    }

    /// The part of the outline between `from` and `to` (0–1): property `trim` [`from`, `to`] [A].
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }
}

extension InsettableShape {
    /// Strokes inside the outline [A].
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Strokes inside the outline in the foreground style [A].
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(lineWidth: lineWidth)
    }

    /// Strokes inside the outline with a stroke style [A].
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Strokes inside the outline in the foreground style with a stroke style [A].
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        stroke(style: style)
    }
}

/// A trimmed shape: the shape's node, with the property `trim`.
public struct _TrimmedShape<Content: Shape>: Shape, BuiltinView {
    let shape: Content
    let from: CGFloat
    let to: CGFloat

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(from, to)) }
        set {}
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        var context = context
        context.pending.append(.property(Traced(.trim, TracedTrim(from: from, to: to)), context.transaction))
        walk.walk(shape, context)
    }
}
