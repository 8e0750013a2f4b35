import Foundation
import MotionAnimation

/// A view that switches between tabs [A]: a visible node `TabView`. Its tabs are the views of
/// its content (a block, a `ForEach`, a `Group`, an `if`), each with its `tabItem` and its `tag`
/// (a `ForEach` element's id when it has none). Only the selected tab is in the tree, laid out
/// in the space above the tab bar; the bar is a node `TabBar` holding each tab's item, side by
/// side, and a tap on an item selects its tab (`TabViewLayout`). With `.page` style there is no
/// bar and the page fills the view; swiping between pages is not simulated.
public struct TabView<SelectionValue: Hashable, Content: View>: View, BuiltinView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    /// A tab view whose selection is `selection`: the tab whose tag equals it is shown [A].
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: "TabView", typeName: "TabView")
        let style = context.environment[TabViewStyleKey.self]
        node.layout.base = TabViewLayout(hasBar: !style.isPage)
        let state = node.slots[TabViewState.slot] as? TabViewState ?? TabViewState()
        node.slots[TabViewState.slot] = state
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            let tabs = TabPage.tabs(in: content, at: inner)
            let tags = tabs.map(\.tag)
            if let selected = selectedIndex(among: tags, state: state) {
                var tabContext = context.forContent
                tabContext.environment[LaterTabBarPlacementKey.self] = style.isPage ? .pageIndicator : .bottomBar
                tabs[selected].walk.walk(tabs[selected].view, tabContext)
            }
            if !style.isPage {
                let bar = TabBar(items: tabs.enumerated().map { index, tab in
                    let name = tab.name(index)
                    return (tab.item ?? EmptyView(), TapAction { [weak runtime, weak node] in
                        guard let runtime, let node, index != self.selectedIndex(among: tags, state: state) else { return }
                        runtime.record(.selection, node: node, detail: "tab \(name)")
                        self.select(tags[index], index: index, state: state, runtime: runtime)
                    })
                })
                inner.appending(.slot("tabBar")).walk(bar, context.forContent)
            }
        }
    }

    /// The selected tab: the one whose tag equals the binding's value (the first when none
    /// does [GUESS]), else the one tapped last (the first at first).
    private func selectedIndex(among tags: [AnyHashable?], state: TabViewState) -> Int? {
        guard !tags.isEmpty else { return nil }
        if let selection {
            return tags.firstIndex { $0?.base as? SelectionValue == selection.wrappedValue } ?? 0
        }
        return min(state.index, tags.count - 1)
    }

    /// Selects a tapped tab: through the binding (with its transaction) when its tag is of the
    /// binding's type, else in the view's own state, in an update of the tap's transaction.
    private func select(_ tag: AnyHashable?, index: Int, state: TabViewState, runtime: ViewRuntime) {
        if let selection {
            if let value = tag?.base as? SelectionValue { selection.wrappedValue = value }
        } else {
            runtime.enqueueChange { state.index = index }
        }
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that shows the first tab until another one's item is tapped [A].
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// The tab a tab view shows when it has no binding, kept on its node.
final class TabViewState {
    static let slot = "TabView.selection"
    var index = 0
}

/// One tab of a tab view: its place, its view, its item and its tag.
struct TabPage {
    let walk: Walk
    let view: any View
    let item: (any View)?
    let tag: AnyHashable?
    /// The item's first text, for events.
    let title: String?

    /// The tab as an event names it: its item's title, else its tag, else its position.
    func name(_ index: Int) -> String {
        title.map(Text.quoted) ?? tag.map { "\($0.base)" } ?? "\(index)"
    }

    /// The tabs of `content` at `walk`: each view of a block, `Group`, `ForEach` or `if`.
    static func tabs(in content: any View, at walk: Walk) -> [TabPage] {
        if let list = content as? any TransitionDistributing {
            var tabs: [TabPage] = []
            list.forEachPlace(walk) { place, view in tabs += TabPage.tabs(in: view, at: place) }
            return tabs
        }
        if let tab = content as? any TabEntry {
            return [TabPage(walk: walk, view: tab.tabView, item: tab.tabItem, tag: tab.tabTag, title: TabPage.title(of: tab.tabItem))]
        }
        var item: (any View)?
        var tag: AnyHashable?
        var current: Any = content
        while let chain = current as? any ModifierChainLink {
            if let tabItem = chain.linkModifier as? TabItemModifier { item = item ?? tabItem.label }
            if let attaching = chain.linkModifier as? AttachingModifier, case .tag(let value) = attaching.attachment(Transaction()) {
                tag = tag ?? value
            }
            current = chain.linkContent
        }
        let implicit = walk.key.components.reversed().lazy.compactMap { component -> AnyHashable? in
            if case .id(let id) = component { return id }
            return nil
        }.first
        return [TabPage(walk: walk, view: content, item: item, tag: tag ?? implicit, title: item.flatMap(TabPage.title(of:)))]
    }

    /// The first string of a tab item (a `Label`'s or a `Text`'s).
    private static func title(of item: any View) -> String? {
        var current: Any = item
        while let chain = current as? any ModifierChainLink { current = chain.linkContent }
        if let text = current as? Text { return text.string }
        return (current as? any TitledLabel)?.labelText
    }
}

/// A `ModifiedContent` seen through its content and modifier (to read a tab's item and tag).
protocol ModifierChainLink {
    var linkContent: Any { get }
    var linkModifier: Any { get }
}

extension ModifiedContent: ModifierChainLink {
    var linkContent: Any { content }
    var linkModifier: Any { modifier }
}

/// A `Label` with a title string.
protocol TitledLabel {
    var labelText: String? { get }
}

extension Label: TitledLabel {
    var labelText: String? { text }
}

/// The bar of a tab view: a visible node `TabBar` whose views are the tabs' items, each with
/// the tap that selects its tab.
struct TabBar: View, BuiltinView {
    typealias Body = Never
    let items: [(view: any View, tap: TapAction)]

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: "TabBar", typeName: "TabBar")
        node.layout.base = TabBarLayout()
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            for (index, item) in items.enumerated() {
                var itemContext = context
                itemContext.pending.append(.tap(item.tap))
                inner.appending(.index(index)).walk(item.view, itemContext)
            }
        }
    }
}

extension View {
    /// The item that stands for this view in a tab view's bar [A] (deprecated for `Tab` in
    /// iOS 18, still compiled): read by the `TabView` around it.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label()))
    }

    /// The style of the tab views below [A]: `.page` lays a tab view out without its bar.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0[TabViewStyleKey.self] = style.kind })
            .styled("tabViewStyle(\(style.kind.description))")
    }
}

/// `tabItem`: walks its content; the `TabView` reads the item from the view.
struct TabItemModifier: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let label: any View

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        walk.walk(content, context)
    }
}

/// How a tab view looks [A].
public protocol TabViewStyle {
    var kind: TabViewStyleKind { get }
}

/// What MotionCore knows of a tab view style.
public struct TabViewStyleKind: Sendable {
    let isPage: Bool
    let description: String
}

/// The platform's tab view: a tab bar [A].
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var kind: TabViewStyleKind { TabViewStyleKind(isPage: false, description: ".automatic") }
}

/// Pages side by side, with an index of dots [A]; the index is not drawn.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index shows [A].
    public struct IndexDisplayMode: Sendable {
        let name: String
        public static let automatic = IndexDisplayMode(name: "automatic")
        public static let always = IndexDisplayMode(name: "always")
        public static let never = IndexDisplayMode(name: "never")
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var kind: TabViewStyleKind {
        TabViewStyleKind(isPage: true, description: indexDisplayMode.name == "automatic" ? ".page" : ".page(indexDisplayMode: .\(indexDisplayMode.name))")
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { .init() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init(indexDisplayMode: indexDisplayMode) }
}

enum TabViewStyleKey: EnvironmentKey {
    static var defaultValue: TabViewStyleKind { DefaultTabViewStyle().kind }
}
