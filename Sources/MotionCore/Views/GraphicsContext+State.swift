import Foundation
import MotionAnimation

// More of `GraphicsContext` [A]: its transform as a matrix, the clip's bounds, layers that
// clip, more shadings and filters, and where a resolved text's baselines lie.

extension GraphicsContext {
    /// The transform from the context's coordinates to the canvas's [A]; setting it replaces
    /// the translations, scales and rotations so far.
    public var transform: CGAffineTransform {
        get {
            let t = drawingTransform
            return CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        }
        set { drawingTransform = DrawingTransform(a: newValue.a, b: newValue.b, c: newValue.c, d: newValue.d, tx: newValue.tx, ty: newValue.ty) }
    }

    /// Applies `matrix` before the current transform [A], as Core Graphics concatenates.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// The bounds of the clip in the context's coordinates [A]: the canvas, narrowed by each
    /// `clip(to:)` and `clipToLayer` to the bounds of what clips.
    public var clipBoundingRect: CGRect {
        guard !clipBounds.isInfinite, !clipBounds.isNull else { return clipBounds }
        var inverse = self
        inverse.transform = transform.inverted()
        return inverse.drawingTransform.bounds(of: Path(clipBounds))
    }

    /// Clips to what `content` draws in a layer of its own [A]: the clip narrows to the bounds
    /// of what it draws; what it draws is not traced.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(environment: environment)
        layer.drawingTransform = drawingTransform
        try content(&layer)
        guard !options.contains(.inverse) else { return }
        let drawn = layer.recording.operations.map(\.bounds).reduce(CGRect.null) { $0.union($1) }
        clipBounds = clipBounds.intersection(drawn)
    }
}

extension Text.Layout {
    /// Options for drawing laid-out text [A] (`GraphicsContext.draw(_:options:)`).
    public typealias DrawingOptions = GraphicsContext.TextDrawOptions
}

extension GraphicsContext.Shading {
    /// A grey in `colorSpace` [A].
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> GraphicsContext.Shading {
        .color(Color(colorSpace, white: white, opacity: opacity))
    }
    /// Shadings for the layers of a symbol [A]: drawn in the first one's colour.
    public static func palette(_ array: [GraphicsContext.Shading]) -> GraphicsContext.Shading {
        GraphicsContext.Shading(color: array.first?.color)
    }
    /// An image repeated [A]; not a colour (traced white, as gradients).
    public static func tiledImage(
        _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> GraphicsContext.Shading {
        GraphicsContext.Shading(color: nil)
    }
    /// A mesh gradient [A]; not a colour.
    public static func meshGradient(_ mesh: MeshGradient) -> GraphicsContext.Shading { GraphicsContext.Shading(color: nil) }
    /// What lies behind the canvas [A]; not a colour.
    public static var backdrop: GraphicsContext.Shading { GraphicsContext.Shading(color: nil) }
}

extension GraphicsContext.Filter {
    /// A projective transform of what is drawn next [A]; recorded only.
    public static func projectionTransform(_ matrix: ProjectionTransform) -> GraphicsContext.Filter { GraphicsContext.Filter(name: "projectionTransform") }
    /// A colour matrix applied to what is drawn next [A]; recorded only.
    public static func colorMatrix(_ matrix: ColorMatrix) -> GraphicsContext.Filter { GraphicsContext.Filter(name: "colorMatrix") }
}

/// A 4 × 5 matrix of colour components [A]: each output component (r, g, b, a) is the row's
/// first four entries times the input's plus the fifth. The identity by default.
public struct ColorMatrix: Equatable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    public init() {}
}

extension GraphicsContext.ResolvedText {
    /// From the top of the text to its first line's baseline within `size`, points [A]: the
    /// font's ascender (0.952 of SF Pro's 1.193 em line).
    public func firstBaseline(in size: CGSize) -> CGFloat {
        TextMetrics.lineHeight(of: text.string, size: pointSize) * TextMetrics.latinAscender / TextMetrics.latinLineHeight
    }

    /// From the top of the text to its last line's baseline within `size`, points [A].
    public func lastBaseline(in size: CGSize) -> CGFloat {
        let line = TextMetrics.lineHeight(of: text.string, size: pointSize)
        return measure(in: size).height - line + firstBaseline(in: size)
    }
}
