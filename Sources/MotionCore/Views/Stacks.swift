import Foundation

/// A container node: visible in paths, modifiers land on it, its content is walked inside it.
protocol ContainerView: BuiltinView {
    associatedtype Content: View
    var content: Content { get }
    static var containerName: String { get }
    /// How the container lays out its content.
    var containerLayout: any ContainerLayout { get }
    /// Changes the environment of its content (nothing by default).
    func prepareContent(_ environment: inout EnvironmentValues)
}

extension ContainerView {
    func prepareContent(_ environment: inout EnvironmentValues) {}

    func walk(_ walk: Walk, _ context: WalkContext) {
        walkContainer(walk, context)
    }

    /// The container's node with its layout and content.
    func walkContainer(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: Self.containerName, typeName: Self.containerName)
        node.layout.base = containerLayout
        var inner = context.forContent
        prepareContent(&inner.environment)
        runtime.walkContent(of: node, transaction: context.transaction) { walk in
            walk.walk(content, inner)
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
    var containerLayout: any ContainerLayout { StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing) }

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
    var containerLayout: any ContainerLayout { StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing) }

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
    var containerLayout: any ContainerLayout { ZStackContainerLayout(alignment: alignment) }

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
    }
}

/// Which views of a lazy stack or grid stay pinned while it scrolls [A]; recorded only (a
/// scroll position is not simulated).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack that creates its views as they scroll into view [A]. Every view is
/// created at once here (nothing scrolls); it lays out as a `VStack` that takes the whole width
/// offered, its views aligned in it (Apple's example aligns rows to the scroll view's leading
/// edge).
public struct LazyVStack<Content: View>: View, ContainerView {
    public typealias Body = Never
    let content: Content
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    static var containerName: String { "LazyVStack" }
    var containerLayout: any ContainerLayout { StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing, fillsAcross: true) }

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// A horizontal stack that creates its views as they scroll into view [A]; laid out as an
/// `HStack` that takes the whole height offered (see `LazyVStack`).
public struct LazyHStack<Content: View>: View, ContainerView {
    public typealias Body = Never
    let content: Content
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    static var containerName: String { "LazyHStack" }
    var containerLayout: any ContainerLayout { StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing, fillsAcross: true) }

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// A scrollable container [A]: it takes the space offered along the axes it scrolls and its
/// content's size across the others, proposes its content no limit along the axes it scrolls,
/// and shows the content's start (top, leading); several views inside stack vertically.
/// Scrolling itself is not simulated (the content stays at its start).
public struct ScrollView<Content: View>: View, ContainerView {
    public typealias Body = Never
    /// The scrolled content [A].
    public var content: Content
    /// The axes it scrolls along [A].
    public var axes: Axis.Set
    /// Whether its scroll indicators show [A]; kept, not drawn (indicators are not simulated).
    public var showsIndicators: Bool
    static var containerName: String { "ScrollView" }
    var containerLayout: any ContainerLayout { ScrollLayout(axes: axes) }

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
        self.showsIndicators = showsIndicators
    }
}
