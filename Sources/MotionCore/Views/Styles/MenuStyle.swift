/// How menus look [A]. A custom style's `makeBody(configuration:)` is walked in place of each
/// menu below the modifier; `Menu(configuration)` inside it is the menu itself (it opens on a
/// tap, as any menu). The built-in styles are recorded (every menu is drawn as its label).
public protocol MenuStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = MenuStyleConfiguration
}

/// What a `MenuStyle` draws [A]: the menu's label and items, opaque to the style.
public struct MenuStyleConfiguration {
    public typealias Label = StyledLabel
    public typealias Content = StyledLabel

    let title: String?
    let label: any View
    let content: any View
    let primaryAction: (() -> Void)?
}

public struct DefaultMenuStyle: MenuStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "automatic" }
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
public struct ButtonMenuStyle: MenuStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "button" }
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
public struct BorderlessButtonMenuStyle: MenuStyle, BuiltinStyle {
    let showsMenuIndicator: Bool
    public init() { showsMenuIndicator = true }
    /// The style with or without its indicator [A] (deprecated); recorded by name only.
    public init(showsMenuIndicator: Bool) { self.showsMenuIndicator = showsMenuIndicator }
    var styleName: String { "borderlessButton" }
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
/// The macOS bordered button menu [A] (deprecated); drawn as the label here.
public struct BorderedButtonMenuStyle: MenuStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "borderedButton" }
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderedButtonMenuStyle { public static var borderedButton: BorderedButtonMenuStyle { .init() } }

extension View {
    /// The style of the menus below [A]: a custom style draws them, a built-in one is recorded.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        controlStyle("menuStyle", style) { (style: S, configuration: MenuStyleConfiguration) in
            style.makeBody(configuration: configuration)
        }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu of a style's configuration, drawn in the built-in style: its label, opening its
    /// items on a tap [A].
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(
            title: configuration.title, label: StyledLabel(content: configuration.label), content: StyledLabel(content: configuration.content),
            primaryAction: configuration.primaryAction
        )
    }
}
