import Foundation

/// An image [A]: `Image(systemName:)` is a visible leaf named `Image(star.fill)`; a tap target
/// can name it by its symbol. Nothing is drawn.
public struct Image: View, Equatable, BuiltinView {
    public typealias Body = Never

    /// The symbol or asset name.
    let name: String
    /// Whether `name` is an SF Symbol's.
    var isSymbol = false
    var styles: [String] = []
    /// The size of an image drawn by a renderer (`Image(size:renderer:)`), points.
    var drawnSize: CGSize?

    /// An SF Symbol [A].
    public init(systemName: String) {
        name = systemName
        isSymbol = true
    }

    /// An image from the asset catalogue [A].
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
    }

    /// An image that accessibility ignores [A].
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.name = name
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        var context = context
        for style in styles.reversed() { context.pending.append(.style(style)) }
        let node = walk.runtime.visibleNode(for: Image.self, at: walk, context, name: "Image(\(name))", typeName: "Image")
        walk.runtime.recordContentChange(of: node, from: node.labels.first, to: name, quoted: false, context)
        node.labels = [name]
        let size = Font.size(of: context.environment.font, in: context.environment)
        node.layout.base = ImageLayout(fontSize: size, resizable: styles.contains("resizable()"))
        var drawing = SceneTraits()
        drawing.kind = isSymbol ? .symbol : .image
        drawing.symbol = name
        drawing.fontSize = Double(size)
        node.setDrawing(drawing)

        if let size = drawnSize ?? assetSize { node.layout.base = ImageLayout(fontSize: 0, resizable: styles.contains("resizable()"), size: size) }
    }

    func adding(_ style: String) -> Image {
        var image = self
        image.styles.append(style)
        return image
    }

    /// How an image is resized [A].
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    /// How an image is rendered [A].
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// The scale of a symbol image [A].
    public enum Scale: Hashable, Sendable { case small, medium, large }
    /// Interpolation quality [A].
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { adding("resizable()") }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { adding("renderingMode(\(renderingMode.map { ".\($0)" } ?? "nil"))") }
    public func interpolation(_ interpolation: Interpolation) -> Image { adding("interpolation(.\(interpolation))") }
    public func antialiased(_ isAntialiased: Bool) -> Image { adding("antialiased(\(isAntialiased))") }
}
