import Foundation

/// A container node: visible in paths, modifiers land on it, its content is walked inside it.
protocol ContainerView: BuiltinView {
    associatedtype Content: View
    var content: Content { get }
    static var containerName: String { get }
}

extension ContainerView {
    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: Self.containerName, typeName: Self.containerName)
        runtime.walkContent(of: node) { inner in
            inner.walk(content, context.forContent)
        }
    }
}

/// Views arranged vertically [A]; spacing and alignment are accepted (no layout yet).
public struct VStack<Content: View>: View, ContainerView {
    public typealias Body = Never
    let content: Content
    static var containerName: String { "VStack" }

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Views arranged horizontally [A]; spacing and alignment are accepted (no layout yet).
public struct HStack<Content: View>: View, ContainerView {
    public typealias Body = Never
    let content: Content
    static var containerName: String { "HStack" }

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Views stacked on top of each other [A]; alignment is accepted (no layout yet).
public struct ZStack<Content: View>: View, ContainerView {
    public typealias Body = Never
    let content: Content
    static var containerName: String { "ZStack" }

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
