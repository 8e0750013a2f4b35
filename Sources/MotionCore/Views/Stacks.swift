import Foundation

/// A container node: visible in paths, modifiers land on it, its content is walked inside it.
protocol ContainerView: BuiltinView {
    associatedtype Content: View
    var content: Content { get }
    static var containerName: String { get }
    /// How the container lays out its content.
    var layoutKind: LayoutKind { get }
}

extension ContainerView {
    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: Self.containerName, typeName: Self.containerName)
        node.layout.kind = layoutKind
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(content, context.forContent)
        }
    }
}

/// Views arranged vertically [A], `spacing` points apart (8 when nil), aligned across.
public struct VStack<Content: View>: View, ContainerView {
    public typealias Body = Never
    let content: Content
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    static var containerName: String { "VStack" }
    var layoutKind: LayoutKind { .stack(.vertical, alignment: alignment.fraction, spacing: spacing) }

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// Views arranged horizontally [A], `spacing` points apart (8 when nil), aligned across.
public struct HStack<Content: View>: View, ContainerView {
    public typealias Body = Never
    let content: Content
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    static var containerName: String { "HStack" }
    var layoutKind: LayoutKind { .stack(.horizontal, alignment: alignment.fraction, spacing: spacing) }

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// Views stacked on top of each other [A], aligned: as big as its biggest view.
public struct ZStack<Content: View>: View, ContainerView {
    public typealias Body = Never
    let content: Content
    let alignment: Alignment
    static var containerName: String { "ZStack" }
    var layoutKind: LayoutKind { .overlay(alignment) }

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
    }
}
