import Foundation

/// Controls shown as one group [A] (iOS 15): a visible node `ControlGroup` drawn by its style.
/// The built-in style, as on an iPhone outside a menu or toolbar, lays its controls side by side
/// without spacing on a rounded rectangle (corner radius 8) filled with `tertiarySystemFill`;
/// the label of the labelled forms is not shown there [GUESS: iOS's look, not documented].
/// Each control keeps its own action. A custom `ControlGroupStyle` draws it instead.
public struct ControlGroup<Content: View>: View, BuiltinView {
    public typealias Body = Never
    let label: any View
    let content: any View

    init(label: any View, content: any View) {
        self.label = label
        self.content = content
    }

    /// A group of controls [A].
    public init(@ViewBuilder content: () -> Content) {
        self.init(label: EmptyView(), content: content())
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: "ControlGroup", typeName: "ControlGroup")
        let configuration = ControlGroupStyleConfiguration(label: StyledLabel(content: label), content: StyledLabel(content: content))
        let style = context.customStyle(for: ControlGroupStyleConfiguration.self)
            ?? CustomControlStyle { AutomaticControlGroupStyle().makeBody(configuration: $0) }
        runtime.walkStyledBody(style, configuration, of: node, context)
    }
}

/// The content of a labelled control group: its controls and its label [A].
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}

extension ControlGroup {
    /// A group of controls with a label [A] (iOS 16).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {
        let (content, label) = (content(), label())
        self.init(label: label, content: content)
    }

    /// A group of controls titled with a string [A] (iOS 16).
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(label: Text(title), content: content())
    }

    /// A group of controls titled with a localised string key [A] (iOS 16).
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(label: Text(titleKey), content: content())
    }

    /// A group of controls titled with a string and an SF Symbol [A] (iOS 17).
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(label: Label(title, systemImage: systemImage), content: content())
    }

    /// A group of controls titled with a string and an asset image [A] (iOS 17).
    public init<C: View, S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(label: Label(title, image: image), content: content())
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// The control group of a style's configuration, drawn in the built-in style [A].
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.init(label: configuration.label, content: configuration.content)
    }
}

/// How control groups look [A]. A custom style's `makeBody(configuration:)` is walked in place
/// of each control group below the modifier; the built-in styles other than `.automatic` are
/// recorded and drawn as it.
public protocol ControlGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ControlGroupStyleConfiguration
}

/// What a `ControlGroupStyle` draws [A].
public struct ControlGroupStyleConfiguration {
    public typealias Label = StyledLabel
    public typealias Content = StyledLabel
    /// The group's label [A].
    public let label: ControlGroupStyleConfiguration.Label
    /// The group's controls [A].
    public let content: ControlGroupStyleConfiguration.Content
}

/// The iPhone's control group: its controls side by side in a filled rounded rectangle.
public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "automatic" }

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) { configuration.content }
            .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(uiColor: .tertiarySystemFill)))
    }
}

/// Control groups in menus: the controls in a row of icons [A]; drawn as `.automatic` here.
public struct CompactMenuControlGroupStyle: ControlGroupStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "compactMenu" }
    public func makeBody(configuration: Configuration) -> some View { AutomaticControlGroupStyle().makeBody(configuration: configuration) }
}
/// A control group shown as a menu [A]; drawn as `.automatic` here.
public struct MenuControlGroupStyle: ControlGroupStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "menu" }
    public func makeBody(configuration: Configuration) -> some View { AutomaticControlGroupStyle().makeBody(configuration: configuration) }
}
/// Back and forward navigation controls (macOS) [A]; drawn as `.automatic` here.
public struct NavigationControlGroupStyle: ControlGroupStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "navigation" }
    public func makeBody(configuration: Configuration) -> some View { AutomaticControlGroupStyle().makeBody(configuration: configuration) }
}
/// A palette of controls in a menu [A]; drawn as `.automatic` here.
public struct PaletteControlGroupStyle: ControlGroupStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "palette" }
    public func makeBody(configuration: Configuration) -> some View { AutomaticControlGroupStyle().makeBody(configuration: configuration) }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: CompactMenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { .init() } }

extension View {
    /// The style of the control groups below [A]: a custom style draws them, a built-in one is
    /// recorded.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        controlStyle("controlGroupStyle", style) { (style: S, configuration: ControlGroupStyleConfiguration) in
            style.makeBody(configuration: configuration)
        }
    }
}
