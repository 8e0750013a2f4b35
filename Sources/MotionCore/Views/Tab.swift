/// A tab of a `TabView` [A] (iOS 18): its content, the item the tab bar shows for it (a
/// `Label` of its title and image, or its own label) and its value, which the tab view's
/// selection takes when the item is tapped. A `TabView` reads a `Tab` as it reads a view with
/// `tabItem { }` and `tag(_:)`, so the two ways of writing tabs select, lay out and draw alike;
/// walked anywhere else, a tab is its content.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, BuiltinView, TabEntry {
    public typealias Body = Never
    let content: Content
    let label: Label
    let value: Value?
    let role: TabRole?

    /// A tab with a custom label [A].
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.value = value
        self.role = role
    }

    init(tabValue value: Value?, role: TabRole?, content: Content, label: Label) {
        self.content = content
        self.label = label
        self.value = value
        self.role = role
    }

    var tabView: any View { content }
    var tabItem: any View { label }
    var tabTag: AnyHashable? { value.map { AnyHashable($0) } }

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.walk(content, context)
    }
}

extension Tab where Value == Never {
    /// A tab without a value, with a custom label [A], for a tab view without a selection.
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(tabValue: nil, role: role, content: content(), label: label())
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled with a localised key and an SF Symbol, with a value [A].
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(tabValue: value, role: role, content: content(), label: DefaultTabLabel(text: titleKey.text, title: Text(titleKey), icon: Image(systemName: systemImage)))
    }

    /// A tab titled with a string and an SF Symbol, with a value [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(tabValue: value, role: role, content: content(), label: DefaultTabLabel(text: String(title), title: Text(title), icon: Image(systemName: systemImage)))
    }

    /// A tab titled with a localised key and an asset image, with a value [A].
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(tabValue: value, role: role, content: content(), label: DefaultTabLabel(text: titleKey.text, title: Text(titleKey), icon: Image(image)))
    }
}

extension Tab where Label == DefaultTabLabel, Value == Never {
    /// A tab titled with a localised key and an SF Symbol [A].
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(tabValue: nil, role: role, content: content(), label: DefaultTabLabel(text: titleKey.text, title: Text(titleKey), icon: Image(systemName: systemImage)))
    }

    /// A tab titled with a string and an SF Symbol [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(tabValue: nil, role: role, content: content(), label: DefaultTabLabel(text: String(title), title: Text(title), icon: Image(systemName: systemImage)))
    }

    /// A tab titled with a localised key and an asset image [A].
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(tabValue: nil, role: role, content: content(), label: DefaultTabLabel(text: titleKey.text, title: Text(titleKey), icon: Image(image)))
    }
}

/// The item of a tab made from a title and an image: a `Label` of both [A].
public typealias DefaultTabLabel = Label<Text, Image>

/// The role of a tab [A] (iOS 18); `.search` is the search tab, placed by the system at the
/// trailing end of the bar (here it stays where it is written).
public struct TabRole: Hashable, Sendable {
    let name: String
    public static let search = TabRole(name: "search")
}

/// A tab of a tab view as the `TabView` reads it: its view, its bar item and its value.
protocol TabEntry {
    var tabView: any View { get }
    var tabItem: any View { get }
    var tabTag: AnyHashable? { get }
}
