import Foundation

/// A view of two or three columns [A] (iOS 16). On an iPhone (a compact width) it collapses into
/// a single navigation stack showing one column: its `preferredCompactColumn` when given, else
/// the sidebar [A]. MotionCore lays it out as a `NavigationStack` with that column as its root
/// (a visible node `NavigationSplitView`, `NavigationLayout`: the column below the navigation
/// bar); the other columns are not built. `columnVisibility` is not read (it matters where the
/// columns are side by side). A custom `NavigationSplitViewStyle` draws it instead.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, BuiltinView {
    public typealias Body = Never
    let sidebar: any View
    let content: (any View)?
    let detail: any View
    let compactColumn: Binding<NavigationSplitViewColumn>?

    init(compactColumn: Binding<NavigationSplitViewColumn>?, sidebar: any View, content: (any View)?, detail: any View) {
        self.compactColumn = compactColumn
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
    }

    /// Three columns [A].
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(compactColumn: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Three columns whose visibility is `columnVisibility` [A].
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(compactColumn: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Three columns, showing `preferredCompactColumn` on an iPhone [A] (iOS 17).
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(compactColumn: preferredCompactColumn, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Three columns with their visibility, showing `preferredCompactColumn` on an iPhone [A] (iOS 17).
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(compactColumn: preferredCompactColumn, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// The column an iPhone shows.
    var shownColumn: any View {
        switch compactColumn?.wrappedValue {
        case .detail?: detail
        case .content?: content ?? detail
        default: sidebar
        }
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: "NavigationSplitView", typeName: "NavigationSplitView")
        if let style = context.customStyle(for: NavigationSplitViewStyleConfiguration.self) {
            runtime.walkStyledBody(style, NavigationSplitViewStyleConfiguration(column: shownColumn), of: node, context)
            return
        }
        node.layout.base = NavigationLayout()
        let column = shownColumn
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(column, context.forContent)
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns [A].
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(compactColumn: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Two columns whose visibility is `columnVisibility` [A].
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(compactColumn: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Two columns, showing `preferredCompactColumn` on an iPhone [A] (iOS 17).
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(compactColumn: preferredCompactColumn, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Two columns with their visibility, showing `preferredCompactColumn` on an iPhone [A] (iOS 17).
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(compactColumn: preferredCompactColumn, sidebar: sidebar(), content: nil, detail: detail())
    }
}

extension NavigationSplitView where Sidebar == StyledLabel, Content == EmptyView, Detail == EmptyView {
    /// The split view of a style's configuration, laid out as the built-in one [A].
    public init(_ configuration: NavigationSplitViewStyleConfiguration) {
        self.init(compactColumn: nil, sidebar: configuration.column, content: nil, detail: EmptyView())
    }
}

/// Which columns of a split view are shown [A].
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let name: String
    public static var automatic: NavigationSplitViewVisibility { .init(name: "automatic") }
    public static var all: NavigationSplitViewVisibility { .init(name: "all") }
    public static var doubleColumn: NavigationSplitViewVisibility { .init(name: "doubleColumn") }
    public static var detailOnly: NavigationSplitViewVisibility { .init(name: "detailOnly") }
}

/// A column of a split view [A] (iOS 17).
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    public static var sidebar: NavigationSplitViewColumn { .init(name: "sidebar") }
    public static var content: NavigationSplitViewColumn { .init(name: "content") }
    public static var detail: NavigationSplitViewColumn { .init(name: "detail") }
}

/// How split views look [A]. A custom style's `makeBody(configuration:)` is walked in place of
/// each split view below the modifier; the built-in styles are recorded (on an iPhone every
/// style collapses into one stack).
public protocol NavigationSplitViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = NavigationSplitViewStyleConfiguration
}

/// What a `NavigationSplitViewStyle` gets [A]: opaque; here the column an iPhone shows.
public struct NavigationSplitViewStyleConfiguration {
    let column: StyledLabel
    init(column: any View) { self.column = StyledLabel(content: column) }
}

public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "automatic" }
    public func makeBody(configuration: Configuration) -> some View { NavigationSplitView(configuration) }
}
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "balanced" }
    public func makeBody(configuration: Configuration) -> some View { NavigationSplitView(configuration) }
}
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "prominentDetail" }
    public func makeBody(configuration: Configuration) -> some View { NavigationSplitView(configuration) }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension View {
    /// The style of the split views below [A]: a custom style draws them, a built-in one is
    /// recorded.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        controlStyle("navigationSplitViewStyle", style) { (style: S, configuration: NavigationSplitViewStyleConfiguration) in
            style.makeBody(configuration: configuration)
        }
    }
}
