import Foundation

extension View {
    /// The title of the screen in its `NavigationStack`: recorded, and read by the stack for
    /// the height of its navigation bar [A].
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        titled(titleKey.text)
    }

    /// The title of the screen, from a string [A].
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        titled(String(title))
    }

    /// The title of the screen, from a text [A].
    public func navigationTitle(_ title: Text) -> some View {
        titled(title.string)
    }

    private func titled(_ title: String) -> some View {
        hinted { if $0.navigationTitle == nil { $0.navigationTitle = title } }
            .styled("navigationTitle(\(Text.quoted(title)))")
    }

    /// How the navigation bar shows the title: recorded, and read by the stack (`.inline`
    /// makes a 44-point bar) [A].
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        hinted { if $0.titleDisplayMode == nil { $0.titleDisplayMode = displayMode } }
            .styled("navigationBarTitleDisplayMode(.\(displayMode))")
    }

    /// How the toolbar shows the title (iOS 17) [A]: as `navigationBarTitleDisplayMode`;
    /// `.inlineLarge` counts as inline.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        hinted { if $0.titleDisplayMode == nil { $0.titleDisplayMode = mode.barMode } }
            .styled("toolbarTitleDisplayMode(.\(mode.name))")
    }

    /// Toolbar items [A]: their views are walked into a node `Toolbar` after the view (so a
    /// tap can name a button in it) but not laid out (they have no `geometry`).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(SecondaryItemsModifier(name: "Toolbar", items: content()))
    }

    /// The screen pushed for a value of type `data` [A]: recorded; navigation is not simulated.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        styled("navigationDestination(for: \(D.self))")
    }

    /// The screen pushed while `isPresented` is true [A]: recorded; navigation is not simulated.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        styled("navigationDestination(isPresented:)")
    }

    /// Hides the back button: recorded [A].
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        styled("navigationBarBackButtonHidden(\(hidesBackButton))")
    }

    /// The style of a `NavigationView` (deprecated): recorded [A].
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        styled("navigationViewStyle(\(S.self))")
    }
}

/// A navigation bar's items [A].
public struct NavigationBarItem: Sendable {
    /// How the bar shows the title [A]: `.automatic` takes the previous screen's mode, a large
    /// title on the root screen.
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// How the toolbar shows the title (iOS 17) [A].
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let name: String
    let barMode: NavigationBarItem.TitleDisplayMode
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic", barMode: .automatic)
    public static let inline = ToolbarTitleDisplayMode(name: "inline", barMode: .inline)
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge", barMode: .inline)
    public static let large = ToolbarTitleDisplayMode(name: "large", barMode: .large)
}

/// `toolbar { }`: walks the view, then its items in a `Toolbar` node that no layout places.
/// Walks a view, then `items` into a node named `name` after it (`Toolbar`, `SwipeActions`,
/// `ContextMenu`): items SwiftUI shows outside the view's frame (in a bar, behind a swipe, in a
/// menu), whose buttons a scripted tap can name but which are never laid out.
struct SecondaryItemsModifier<Items: View>: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let name: String
    let items: Items

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        walk.modifiedContent.walk(content, context)
        walk.appending(.slot(name)).walk(SecondaryItems(name: name, content: items), context.forContent)
    }
}

/// The node holding a view's secondary items: visible in paths, never laid out.
struct SecondaryItems<Content: View>: View, BuiltinView {
    typealias Body = Never
    let name: String
    let content: Content

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: name, typeName: name)
        node.layout.isSecondary = true
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(content, context.forContent)
        }
    }
}

/// A toolbar item [A]: its content, where `placement` says (recorded nowhere: the toolbar is
/// not laid out).
public struct ToolbarItem<ID, Content: View>: View, BuiltinView {
    public typealias Body = Never
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
    }

    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.content = content()
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.walk(content, context)
    }
}

/// Several toolbar items at one placement [A].
public struct ToolbarItemGroup<Content: View>: View, BuiltinView {
    public typealias Body = Never
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.walk(content, context)
    }
}

/// Where a toolbar item goes [A].
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

/// A style of `NavigationView` (deprecated) [A]; recorded only.
public protocol NavigationViewStyle {}
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: ColumnNavigationViewStyle { .init() } }

/// How a view pushed or presented enters and leaves [A] (iOS 18); recorded: navigation is not
/// simulated.
public protocol NavigationTransition {
    /// How the transition reads in a recorded style.
    var styleDescription: String { get }
}

/// The system's push or presentation [A].
public struct AutomaticNavigationTransition: NavigationTransition {
    public var styleDescription: String { ".automatic" }
}

/// A view that grows out of its source and shrinks back into it [A].
public struct ZoomNavigationTransition: NavigationTransition {
    let sourceID: String
    public var styleDescription: String { ".zoom(sourceID: \(sourceID))" }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms from the view marked with `matchedTransitionSource(id:in:)` [A].
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: String(describing: sourceID))
    }
}

extension View {
    /// The transition of this view when it is pushed or presented [A]; recorded.
    public func navigationTransition<T: NavigationTransition>(_ style: T) -> some View {
        styled("navigationTransition(\(style.styleDescription))")
    }

    /// Marks the view a zoom transition grows from [A]; recorded.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        styled("matchedTransitionSource(id: \(String(describing: id)))")
    }
}
