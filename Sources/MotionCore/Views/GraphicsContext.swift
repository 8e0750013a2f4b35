import Foundation
import MotionAnimation

/// Where a `Canvas` or a `TextRenderer` draws [A]. MotionCore draws nothing: every fill, stroke
/// and draw is recorded as a `CanvasOperation` (the bounds of what is drawn, after the context's
/// translations, scales and rotations, in the canvas's points, and its colour at the context's
/// opacity), which the `Canvas` traces. Copies of a context record into the same drawing, with
/// their own state (opacity, blend mode, transform, filters), as in SwiftUI.
public struct GraphicsContext {
    /// The drawing the context records into (shared by its copies and layers).
    final class Recording {
        var operations: [CanvasOperation] = []
    }

    let recording: Recording
    /// The transform from the context's coordinates to the canvas's (`transform` is its public
    /// face, `GraphicsContext+State.swift`).
    var drawingTransform = DrawingTransform.identity
    /// The bounds of the clip, in the canvas's points: the canvas at first, narrowed by every
    /// clip (`clipBoundingRect`).
    var clipBounds = CGRect.infinite
    /// The filters added, as written (recorded only).
    private(set) var filters: [String] = []

    /// The opacity of what is drawn next, 0–1 [A].
    public var opacity: Double = 1
    /// How what is drawn next blends with what is below [A]; recorded only.
    public var blendMode: BlendMode = .normal
    /// The environment of the canvas [A].
    public var environment: EnvironmentValues

    init(recording: Recording = Recording(), environment: EnvironmentValues = EnvironmentValues(), bounds: CGRect = .infinite) {
        self.recording = recording
        self.environment = environment
        clipBounds = bounds
    }

    // MARK: Transforms

    /// Moves the origin by `x`, `y` points [A].
    public mutating func translateBy(x: CGFloat, y: CGFloat) { drawingTransform = drawingTransform.translated(x: x, y: y) }
    /// Scales the coordinates by `x`, `y` [A].
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { drawingTransform = drawingTransform.scaled(x: x, y: y) }
    /// Rotates the coordinates by `angle` about the origin [A].
    public mutating func rotate(by angle: Angle) { drawingTransform = drawingTransform.rotated(by: angle.radians) }

    // MARK: State

    /// Adds a filter to what is drawn next [A]; recorded only.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) { filters.append(filter.name) }
    /// Clips what is drawn next to `path` [A]: narrows `clipBoundingRect` to the path's bounds
    /// (an `.inverse` clip leaves it); what is drawn is not cut (its bounds are traced whole).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        if !options.contains(.inverse) { clipBounds = clipBounds.intersection(drawingTransform.bounds(of: path)) }
    }
    /// Draws into a layer of its own, composited as one with this context's state [A].
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: Shapes

    /// Fills `path` with `shading` [A]: a `fill` operation.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill, bounds: drawingTransform.bounds(of: path), shading: shading)
    }

    /// Strokes `path` with `shading` [A]: a `stroke` operation (the path's bounds, without the line
    /// width).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.stroke, bounds: drawingTransform.bounds(of: path), shading: shading)
    }

    /// Strokes `path` with `shading` and a line `lineWidth` points wide [A].
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text and images

    /// A text ready to draw, measured with MotionCore's text metrics [A].
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, pointSize: Font.size(of: text.ownFont ?? environment.font, in: environment))
    }

    /// An image ready to draw [A]: a symbol is a square of 1.193 em of the environment's font.
    public func resolve(_ image: Image) -> ResolvedImage {
        let side = Font.size(of: environment.font, in: environment) * TextMetrics.latinLineHeight
        return ResolvedImage(size: CGSize(width: side, height: side))
    }

    /// Draws `text` with its `anchor` at `point` [A]: a `draw` operation.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        drawn(size: text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity)), at: point, anchor: anchor, shading: text.shading)
    }
    /// Draws `text` in `rect` [A].
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }
    public func draw(_ text: ResolvedText, in rect: CGRect) { record(.draw, bounds: drawingTransform.bounds(ofSize: rect.size, at: rect.origin), shading: text.shading) }

    /// Draws `image` with its `anchor` at `point` [A]: a `draw` operation.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        drawn(size: image.size, at: point, anchor: anchor, shading: image.shading ?? .foreground)
    }
    /// Draws `image` in `rect` [A].
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.draw, bounds: drawingTransform.bounds(ofSize: rect.size, at: rect.origin), shading: image.shading ?? .foreground)
    }

    // MARK: Text renderers (never called: MotionCore lays out no glyphs)

    public func draw(_ line: Text.Layout.Line, options: TextDrawOptions = []) {}
    public func draw(_ run: Text.Layout.Run, options: TextDrawOptions = []) {}
    public func draw(_ slice: Text.Layout.RunSlice, options: TextDrawOptions = []) {}

    /// Records a text or image of `size` (a function of what is drawn, not of where) drawn with
    /// its `anchor` at `point`: the position is computed apart from the size.
    private func drawn(size: CGSize, at point: CGPoint, anchor: UnitPoint, shading: Shading) {
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        record(.draw, bounds: drawingTransform.bounds(ofSize: size, at: origin), shading: shading)
    }

    private func record(_ kind: CanvasOperation.Kind, bounds: CGRect, shading: Shading) {
        var color = shading.color ?? Color.white.resolvedValue
        color.opacity *= Float(opacity)
        recording.operations.append(CanvasOperation(kind: kind, bounds: bounds, color: color))
    }
}

extension GraphicsContext {
    /// A colour or gradient to fill or stroke with [A]; a colour is traced, the others draw as
    /// white (recorded only).
    public struct Shading: Sendable {
        /// The colour, when the shading is one.
        let color: Color.Resolved?

        /// A colour [A].
        public static func color(_ color: Color) -> Shading { Shading(color: color.resolvedValue) }
        /// A colour from components in `colorSpace` [A].
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A style, resolved as a colour when it is one (`.primary`, `Color`) [A].
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(color: ShapeStyleResolution.color(of: style)) }
        /// The current foreground style (the primary colour) [A].
        public static var foreground: Shading { .style(HierarchicalShapeStyle.primary) }
        /// A linear gradient between two points of the canvas [A].
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(color: nil)
        }
        /// A radial gradient [A].
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(color: nil)
        }
        /// A conic gradient [A].
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()) -> Shading {
            Shading(color: nil)
        }
    }

    /// How gradients repeat and interpolate [A].
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// How drawing combines with what is below [A] (a type of its own, as in SwiftUI).
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)
    }

    /// A filter on what is drawn next [A]; recorded only.
    public struct Filter: Sendable {
        let name: String
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter { Filter(name: "alphaThreshold") }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(name: "shadow")
        }
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
        public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast") }
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert") }
        public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha") }
    }

    /// Options of a blur filter [A].
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options of a shadow filter [A].
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options of a filter [A].
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Options of a clip [A].
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Options for drawing text [A].
    public struct TextDrawOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let disablesSubpixelQuantization = TextDrawOptions(rawValue: 1)
    }

    /// A text resolved for drawing [A].
    public struct ResolvedText {
        let text: Text
        let pointSize: CGFloat
        /// The colour of what is drawn next with it [A]; its colour is traced.
        public var shading: Shading = .foreground

        init(text: Text, pointSize: CGFloat) {
            self.text = text
            self.pointSize = pointSize
        }

        /// The text's size within `size`, by MotionCore's text metrics [A].
        public func measure(in size: CGSize) -> CGSize {
            TextMetrics.size(
                of: text.string, size: pointSize,
                proposal: ProposedViewSize(width: size.width.isFinite ? size.width : nil, height: size.height.isFinite ? size.height : nil))
        }
    }

    /// An image resolved for drawing [A].
    public struct ResolvedImage {
        /// The image's size, points [A].
        public let size: CGSize
        /// The distance from the image's top to its baseline, points [A]: a symbol's sits at its
        /// font's ascender (0.952 em of the 1.193 em square, SF Pro's).
        public var baseline: CGFloat { size.height * TextMetrics.latinAscender / TextMetrics.latinLineHeight }
        /// The colour of a template image or symbol (nil: the foreground) [A]; its colour is traced.
        public var shading: Shading?

        init(size: CGSize) { self.size = size }
    }
}

/// One fill, stroke or draw of a canvas: its kind, the bounds of what it drew (canvas points)
/// and its colour at the context's opacity (white for gradients).
struct CanvasOperation: Equatable {
    enum Kind: String { case fill, stroke, draw }
    let kind: Kind
    let bounds: CGRect
    let color: Color.Resolved
}

/// An affine transform of drawing coordinates (x' = a·x + c·y + tx, y' = b·x + d·y + ty).
struct DrawingTransform: Equatable {
    var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    static let identity = DrawingTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    func apply(_ point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// This transform after moving the origin (the move happens in the transformed space).
    func translated(x: CGFloat, y: CGFloat) -> DrawingTransform {
        var moved = self
        moved.tx += a * x + c * y
        moved.ty += b * x + d * y
        return moved
    }

    func scaled(x: CGFloat, y: CGFloat) -> DrawingTransform {
        DrawingTransform(a: a * x, b: b * x, c: c * y, d: d * y, tx: tx, ty: ty)
    }

    func rotated(by radians: Double) -> DrawingTransform {
        let (cosine, sine) = (CGFloat(cos(radians)), CGFloat(sin(radians)))
        return DrawingTransform(a: a * cosine + c * sine, b: b * cosine + d * sine, c: c * cosine - a * sine, d: d * cosine - b * sine, tx: tx, ty: ty)
    }

    /// The bounds of `path`'s points (control points included) after this transform.
    func bounds(of path: Path) -> CGRect {
        let points = path.points.map(apply)
        guard let first = points.first else { return .zero }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            (minX, minY) = (min(minX, point.x), min(minY, point.y))
            (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounds of a rectangle of `size` (points, not negative) with its origin at `origin`,
    /// after this transform. Its size is the size through the transform's scales and rotations
    /// alone (|a|·w + |c|·h wide, |b|·w + |d|·h high), never a difference of two transformed
    /// corners: a text run or image measures the same wherever it is drawn (with no rotation or
    /// scale, exactly its size). Its origin is the transformed origin moved to the least corner.
    func bounds(ofSize size: CGSize, at origin: CGPoint) -> CGRect {
        let (across, down) = (CGPoint(x: a * size.width, y: b * size.width), CGPoint(x: c * size.height, y: d * size.height))
        let corner = apply(origin)
        return CGRect(
            x: corner.x + min(0, across.x) + min(0, down.x), y: corner.y + min(0, across.y) + min(0, down.y),
            width: abs(across.x) + abs(down.x), height: abs(across.y) + abs(down.y))
    }
}
