import Foundation

/// A view a layout places, as SwiftUI's `LayoutSubview` [A]: measured with a proposal, placed
/// at a point. It stands for the view's node with all its layout modifiers.
struct LayoutSubview {
    let node: ViewNode
    unowned let pass: LayoutPass
    /// The axis of the stack that measures and places the view (nil: none): a `Spacer` grows
    /// along it, a `Divider` lies across it, and sizes are remembered per axis.
    var stackAxis: Axis?

    /// The same view measured and placed by a stack along `axis`.
    func inStack(_ axis: Axis?) -> LayoutSubview {
        LayoutSubview(node: node, pass: pass, stackAxis: axis)
    }

    /// The size the view chooses for `proposal`, points.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        pass.size(node, proposal, axis: stackAxis)
    }

    /// Places the view, sized for `proposal`, with its `anchor` point at `position` (root
    /// coordinates) [A].
    func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let origin = anchor == .topLeading
            ? position : CGPoint(x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y)
        pass.place(node, origin: origin, size: size, axis: stackAxis, proposal: proposal)
    }

    /// Places the view in `bounds`, a size it chose, laying out its own views for `proposal`
    /// (nil: for the size of `bounds`, as for a view its container proposes its cell's size and
    /// places in what it chose).
    func place(in bounds: CGRect, proposal: ProposedViewSize? = nil) {
        pass.place(node, origin: bounds.origin, size: bounds.size, axis: stackAxis, proposal: proposal)
    }

    /// Gives the view the frame `rect` without running its own layout (a `Section` in a list,
    /// a `GridRow` in a grid: their container places their views itself).
    func recordFrame(_ rect: CGRect) {
        pass.recordFrame(of: node, rect)
    }

    /// What the view tells its container (SwiftUI's layout values).
    var hints: ContainerHints { node.layout.hints }

    /// The view's own layout.
    var layout: any ContainerLayout { node.layout.base }

    /// The view's views as they are (without its layout modifiers).
    var children: [LayoutSubview] {
        node.layoutChildren.map { LayoutSubview(node: $0, pass: pass) }
    }

    /// The view's views with views of yours flattened in, as a stack's.
    var stackChildren: [LayoutSubview] {
        pass.stackChildren(of: node).map { LayoutSubview(node: $0, pass: pass) }
    }

    /// The view as a stack holds it: itself, or its views when it is a view of yours that holds
    /// several (flattened recursively).
    var flattened: [LayoutSubview] {
        pass.flattened([node]).map { LayoutSubview(node: $0, pass: pass) }
    }

    /// The view a view of yours without layout modifiers wraps (through any number of such
    /// single-view wrappers), and the wrappers, outermost first.
    var unwrapped: (view: LayoutSubview, wrappers: [LayoutSubview]) {
        let (target, wrappers) = pass.unwrapped(node)
        return (LayoutSubview(node: target, pass: pass), wrappers.map { LayoutSubview(node: $0, pass: pass) })
    }

    /// Views of yours flattened into this view's subviews get the union of their views' frames.
    func frameFlattenedViews() {
        pass.placeFlattened(of: node)
    }
}

/// The subviews of a layout's node, as SwiftUI's `LayoutSubviews` [A]: its views (flattened
/// when the layout `flattensSubviews`), in order.
struct LayoutSubviews: RandomAccessCollection {
    /// The node whose layout this is.
    let container: LayoutSubview
    let elements: [LayoutSubview]

    init(of node: ViewNode, flattened: Bool, axis: Axis?, pass: LayoutPass) {
        container = LayoutSubview(node: node, pass: pass, stackAxis: axis)
        elements = flattened ? container.stackChildren : container.children
    }

    var startIndex: Int { elements.startIndex }
    var endIndex: Int { elements.endIndex }
    subscript(position: Int) -> LayoutSubview { elements[position] }

    /// The axis of the stack measuring the layout's own view (nil: none).
    var stackAxis: Axis? { container.stackAxis }

    /// Views of yours flattened into the subviews get the union of their views' frames; a
    /// layout that flattens calls this once it has placed its subviews.
    func frameFlattenedViews() {
        container.frameFlattenedViews()
    }
}
