import Foundation

/// A view a layout places, as SwiftUI's `LayoutSubview` [A]: measured with a proposal, placed
/// at a point. It stands for the view's node with all its layout modifiers.
public struct LayoutSubview: Equatable {
    let node: ViewNode
    unowned let pass: LayoutPass
    /// The axis of the stack that measures and places the view (nil: none): a `Spacer` grows
    /// along it, a `Divider` lies across it, and sizes are remembered per axis.
    var stackAxis: Axis?

    /// The same view measured and placed by a stack along `axis`.
    func inStack(_ axis: Axis?) -> LayoutSubview {
        LayoutSubview(node: node, pass: pass, stackAxis: axis)
    }

    /// The size the view chooses for `proposal`, points [A].
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        pass.size(node, proposal, axis: stackAxis)
    }

    /// Places the view, sized for `proposal`, with its `anchor` point at `position` (root
    /// coordinates) [A].
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
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

    /// Two subviews are equal when they stand for the same view [A].
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }

    /// The view's size for `proposal` with its alignment guides at their default positions [A].
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// The spacing the view prefers around it [A]: the default on every edge (a `Spacer` and
    /// others alike; the engine's stacks space all views by the default).
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The view's layout priority [A]: 0 (`layoutPriority(_:)` is recorded, not read).
    public var priority: Double { 0 }

    /// The value the view set for `key` with `layoutValue(key:value:)`, or the key's default [A].
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        hints.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

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
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Index = Int
    /// The node whose layout this is.
    let container: LayoutSubview
    let elements: [LayoutSubview]

    init(of node: ViewNode, flattened: Bool, axis: Axis?, pass: LayoutPass) {
        container = LayoutSubview(node: node, pass: pass, stackAxis: axis)
        elements = flattened ? container.stackChildren : container.children
    }

    private init(container: LayoutSubview, elements: [LayoutSubview], layoutDirection: LayoutDirection) {
        self.container = container
        self.elements = elements
        self.layoutDirection = layoutDirection
    }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> LayoutSubview { elements[position] }

    /// The subviews in `bounds` [A].
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(container: container, elements: Array(elements[bounds]), layoutDirection: layoutDirection)
    }

    /// The subviews at `indices`, in their order [A].
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(container: container, elements: indices.map { elements[$0] }, layoutDirection: layoutDirection)
    }

    /// The direction the subviews are laid out in [A]: left to right (the engine lays out
    /// nothing right to left; a layout may set it, and reads what it set).
    public var layoutDirection: LayoutDirection = .leftToRight

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { lhs.elements == rhs.elements }

    /// The axis of the stack measuring the layout's own view (nil: none).
    var stackAxis: Axis? { container.stackAxis }

    /// Views of yours flattened into the subviews get the union of their views' frames; a
    /// layout that flattens calls this once it has placed its subviews.
    func frameFlattenedViews() {
        container.frameFlattenedViews()
    }
}
