import Foundation

/// A stack of screens with a navigation bar [A]. MotionCore shows its root only: it takes the
/// space offered and lays out its root below the navigation bar (96 points with a large title,
/// 44 otherwise; see `NavigationLayout.barHeight`), centred there as the root view is in the
/// screen. Pushing screens (a `NavigationLink`, a non-empty `path`) is not simulated.
public struct NavigationStack<Data, Root: View>: View, ContainerView {
    public typealias Body = Never
    let content: Root
    static var containerName: String { "NavigationStack" }
    var containerLayout: any ContainerLayout { NavigationLayout() }

    init(root: Root) {
        content = root
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack showing `root` [A].
    public init(@ViewBuilder root: () -> Root) {
        self.init(root: root())
    }

    /// A stack whose pushed screens are the values in `path` [A]; the path is not read.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(root: root())
    }
}

extension NavigationStack where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose pushed screens are the elements of `path` [A]; the path is not read.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.init(root: root())
    }
}

/// The navigation container before iOS 16 (deprecated) [A]: laid out as a `NavigationStack`.
public struct NavigationView<Content: View>: View, ContainerView {
    public typealias Body = Never
    let content: Content
    static var containerName: String { "NavigationView" }
    var containerLayout: any ContainerLayout { NavigationLayout() }

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// The values of the screens pushed on a `NavigationStack`, of any hashable types [A].
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable] = []

    public init() {}

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many screens are pushed [A].
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a screen for `value` [A].
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops `k` screens [A].
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

/// A control that pushes a screen on its `NavigationStack` [A]: a visible node
/// (`NavigationLink("Details")` for the title forms) laid out as its label. A tap names it by
/// its title (or a text in its label), but navigation is not simulated: the tap records a
/// warning and the screen stays. The destination is never built.
public struct NavigationLink<Label: View, Destination: View>: View, BuiltinView {
    public typealias Body = Never

    let label: Label
    let title: String?
    /// What a tap writes besides (the older forms' `isActive` or `selection`).
    var activate: (() -> Void)? = nil

    /// A link to `destination` with a custom label [A].
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
    }

    /// A link to the view `destination` builds, with a custom label [A].
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
    }

    init(title: String, label: Label) {
        self.label = label
        self.title = title
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.titledNode(for: Self.self, typeName: "NavigationLink", title: title, at: walk, context)
        let name = node.name
        let activate = self.activate
        node.tapActions.insert(TapAction { [weak runtime, weak node] in
            activate?()
            runtime?.warn("\(name): navigation is not simulated; the screen stays", node: node)
        }, at: 0)
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(label, context.forContent)
        }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes the screen `navigationDestination(for:)` gives `value` [A].
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(title: titleKey.text, label: Text(titleKey))
    }

    /// A link titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(title: String(title), label: Text(title))
    }

    /// A link titled with a localised string key, to the view `destination` builds [A].
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(title: titleKey.text, label: Text(titleKey))
    }

    /// A link titled with a string, to the view `destination` builds [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(title: String(title), label: Text(title))
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled with a localised string key, pushing the screen for `value` [A].
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(title: titleKey.text, label: Text(titleKey))
    }

    /// A link titled with a string, pushing the screen for `value` [A].
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(title: String(title), label: Text(title))
    }
}
