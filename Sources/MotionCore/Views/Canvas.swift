import Foundation
import MotionAnimation
import TraceFormat

/// A view you draw into with a closure [A]: a visible leaf named `Canvas` that takes its
/// proposal, like a shape. MotionCore draws nothing: the renderer runs each time the canvas is
/// evaluated (every update that walks it, every frame inside a `TimelineView(.animation)` or an
/// animator) with a `GraphicsContext` that records what it draws and the canvas's laid-out size
/// (zero before its first layout; evaluated again when the layout gives it another size). Each
/// fill, stroke and draw is a property of the node in the order drawn, `fill`, `stroke`, `draw`
/// (repeats `fill[1]` …) [`x`, `y`, `width`, `height`, `red`, `green`, `blue`, `opacity`]: the
/// bounds of what it drew in the canvas's points and its colour. They change without animation,
/// as a canvas's drawing does.
public struct Canvas<Symbols: View>: View, BuiltinView {
    public typealias Body = Never
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool
    public var symbols: Symbols

    /// A canvas with views to draw as symbols [A]; the symbols are not walked (recorded only).
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.symbols = symbols()
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Canvas.self, at: walk, context, name: "Canvas", typeName: "Canvas")
        node.layout.base = FillLayout()
        let environment = context.environment
        node.rewalk = { [unowned runtime, unowned node] _ in
            self.render(on: node, runtime: runtime, environment: environment)
        }
        render(on: node, runtime: runtime, environment: environment)
    }

    /// Runs the renderer and sets the node's drawing properties; an operation drawn last time and
    /// not now keeps its bounds and colour at opacity 0 (it is no longer drawn).
    private func render(on node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        let size = runtime.readGeometry(of: node, rewalking: node).size
        var graphics = GraphicsContext(environment: environment, bounds: CGRect(origin: .zero, size: size))
        renderer(&graphics, size)
        var counts: [CanvasOperation.Kind: Int] = [:]
        for operation in graphics.recording.operations {
            let count = counts[operation.kind, default: 0]
            counts[operation.kind] = count + 1
            let name = count == 0 ? operation.kind.rawValue : "\(operation.kind.rawValue)[\(count)]"
            let value = TracedDrawing(bounds: operation.bounds, color: operation.color)
            Traced(name: name, value: value).land(on: node, as: name, transaction: Transaction(), runtime: runtime)
        }
        for kind in [CanvasOperation.Kind.fill, .stroke, .draw] {
            var index = counts[kind, default: 0]
            while let property = node.properties[index == 0 ? kind.rawValue : "\(kind.rawValue)[\(index)]"] as? TracedProperty<TracedDrawing> {
                var hidden = property.model
                hidden.color.opacity = 0
                if hidden != property.model { property.set(hidden, transaction: Transaction(), at: runtime.time) }
                index += 1
            }
        }
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer` [A].
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}

/// What one canvas operation drew: bounds in points and sRGB colour (0–1).
struct TracedDrawing: TracedValue, Equatable {
    var bounds: CGRect
    var color: Color.Resolved

    var animatableData: AnimatablePair<CGRect.AnimatableData, Color.Resolved.AnimatableData> {
        get { AnimatablePair(bounds.animatableData, color.animatableData) }
        set {
            bounds.animatableData = newValue.first
            color.animatableData = newValue.second
        }
    }
    var traceComponents: [String] { TraceProperty.rectComponents + TraceProperty.colourComponents }
    var traceValues: [Double] { [bounds.minX, bounds.minY, bounds.width, bounds.height].map { Double($0) } + color.traceValues }
}
