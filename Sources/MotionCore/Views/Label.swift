import MotionAnimation

/// A title with an icon [A]: a visible node (`Label("Like")`) whose content is the title and
/// the icon.
public struct Label<Title: View, Icon: View>: View, BuiltinView {
    public typealias Body = Never

    let title: Title
    let icon: Icon
    let text: String?

    /// A label with a custom title and icon [A].
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
        text = nil
    }

    init(text: String, title: Title, icon: Icon) {
        self.title = title
        self.icon = icon
        self.text = text
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let name = text.map { "Label(\(Text.quoted($0)))" } ?? "Label"
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: name, typeName: "Label")
        node.labels = text.map { [$0] } ?? []
        if let style = context.customStyle(for: LabelStyleConfiguration.self) {
            let configuration = LabelStyleConfiguration(titleView: StyledLabel(content: title), iconView: StyledLabel(content: icon))
            runtime.walkStyledBody(style, configuration, of: node, context)
            return
        }
        node.layout.base = LabelLayout()
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.appending(.index(0)).walk(title, context.forContent)
            inner.appending(.index(1)).walk(icon, context.forContent)
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localised title and an SF Symbol [A].
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(text: titleKey.text, title: Text(titleKey), icon: Image(systemName: name))
    }

    /// A label with a title and an SF Symbol [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(text: String(title), title: Text(title), icon: Image(systemName: name))
    }

    /// A label with a localised title and an image of the asset catalogue [A].
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(text: titleKey.text, title: Text(titleKey), icon: Image(resource))
    }

    /// A label with a title and an image of the asset catalogue [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(text: String(title), title: Text(title), icon: Image(resource))
    }
}
