import Foundation
import MotionAnimation
import TraceFormat

/// A 2D shape [A]: a visible leaf named after its type. MotionCore never draws, so `path(in:)`
/// is not called; a shape with animatable data (a custom `Animatable` shape) animates it.
public protocol Shape: Animatable, View {
    /// The outline of the shape in `rect` [A].
    func path(in rect: CGRect) -> Path

    /// The size the shape's view takes for `proposal` [A] (iOS 16); layout asks it.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// The whole proposal, 10 points where a dimension is unspecified (`FillLayout`).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

extension Shape {
    /// A shape is a primitive: the runtime walks it itself.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }
}

extension Shape where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A shape filled with a style [A] (never walked: shapes are leaves).
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public typealias Body = Never
    public var shape: Content
    public var style: Style

    public init(shape: Content, style: Style) {
        self.shape = shape
        self.style = style
    }
}

/// A shape that can be inset, for `strokeBorder` [A].
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// A circle [A].
public struct Circle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> Circle { self }
}

/// A rectangle [A].
public struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> Rectangle { self }
}

/// An ellipse [A].
public struct Ellipse: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> Ellipse { self }
}

/// A capsule [A].
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    public func inset(by amount: CGFloat) -> Capsule { self }
}

/// A rectangle with rounded corners [A]; its corner size animates (property `cornerSize`,
/// width and height in points).
public struct RoundedRectangle: InsettableShape, NamedShapeData {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }

    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    var dataProperty: TraceProperty { .cornerSize }
}

/// How rounded corners are drawn [A].
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}
