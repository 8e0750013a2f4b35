import Foundation

/// Views grouped under an optional label in a box [A] (iOS 14): a visible node `GroupBox`
/// (`GroupBox("Title")` for the title forms) drawn by its style. The built-in style, as on an
/// iPhone, stacks the label (in the headline font) over the content, leading-aligned and 8
/// points apart, inside 16 points of padding on a rounded rectangle (corner radius 8) filled
/// with `secondarySystemBackground` [GUESS: iOS's metrics, not documented]. A custom
/// `GroupBoxStyle` draws it instead.
public struct GroupBox<Label: View, Content: View>: View, BuiltinView {
    public typealias Body = Never
    let label: any View
    let content: any View
    let title: String?

    init(title: String?, label: any View, content: any View) {
        self.title = title
        self.label = label
        self.content = content
    }

    /// A group box with a label [A].
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), content: content())
    }

    /// A group box with a label view (deprecated form) [A].
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(title: nil, label: label, content: content())
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.titledNode(for: Self.self, typeName: "GroupBox", title: title, at: walk, context, tappableByTitle: false)
        let configuration = GroupBoxStyleConfiguration(label: StyledLabel(content: label), content: StyledLabel(content: content))
        let style = context.customStyle(for: GroupBoxStyleConfiguration.self) ?? CustomControlStyle { DefaultGroupBoxStyle().makeBody(configuration: $0) }
        runtime.walkStyledBody(style, configuration, of: node, context)
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label [A].
    public init(@ViewBuilder content: () -> Content) {
        self.init(title: nil, label: EmptyView(), content: content())
    }
}

extension GroupBox where Label == Text {
    /// A group box titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.text, label: Text(titleKey), content: content())
    }

    /// A group box titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), label: Text(title), content: content())
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box of a style's configuration, drawn in the built-in style [A].
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(title: nil, label: configuration.label, content: configuration.content)
    }
}

/// How group boxes look [A]. A custom style's `makeBody(configuration:)` is walked in place of
/// each group box below the modifier.
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a `GroupBoxStyle` draws [A].
public struct GroupBoxStyleConfiguration {
    public typealias Label = StyledLabel
    public typealias Content = StyledLabel
    /// The group box's label [A].
    public let label: GroupBoxStyleConfiguration.Label
    /// The group box's views [A].
    public let content: GroupBoxStyleConfiguration.Content
}

/// The iPhone's group box: the label over the content in a filled rounded box [A].
public struct DefaultGroupBoxStyle: GroupBoxStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "automatic" }

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(uiColor: .secondarySystemBackground)))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { .init() } }

extension View {
    /// The style of the group boxes below [A]: a custom style draws them.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        controlStyle("groupBoxStyle", style) { (style: S, configuration: GroupBoxStyleConfiguration) in
            style.makeBody(configuration: configuration)
        }
    }
}
