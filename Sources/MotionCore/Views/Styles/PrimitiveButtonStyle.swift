/// A button style that defines the interaction as well as the look [A]. A custom style's
/// `makeBody(configuration:)` is walked in place of each button below the modifier; the button
/// itself is then not tappable: the style runs the action with `configuration.trigger()` (from
/// an `onTapGesture`, a gesture, or `Button(configuration)`). The built-in styles are recorded
/// (a button keeps its label).
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` draws and triggers [A].
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = StyledLabel

    /// The button's role, if any [A].
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    /// The button's title, for a `Button(configuration)` to be named by.
    let title: String?
    let action: () -> Void

    /// Runs the button's action [A].
    public func trigger() { action() }
}

public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "automatic" }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
    let tint: Color?
    public init() { tint = nil }
    /// A bordered button in `tint` [A] (deprecated, macOS); recorded by name only.
    public init(tint: Color) { self.tint = tint }
    var styleName: String { "bordered" }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "borderedProminent" }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "borderless" }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "plain" }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
/// A button drawn as a link (macOS) [A]; recorded, the button keeps its label.
public struct LinkButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "link" }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
/// A button of a macOS accessory bar [A]; recorded, the button keeps its label.
public struct AccessoryBarButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "accessoryBar" }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
/// An action button of a macOS accessory bar [A]; recorded, the button keeps its label.
public struct AccessoryBarActionButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "accessoryBarAction" }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
/// A tvOS card button [A]; recorded, the button keeps its label.
public struct CardButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "card" }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == LinkButtonStyle { public static var link: LinkButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == AccessoryBarButtonStyle { public static var accessoryBar: AccessoryBarButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == AccessoryBarActionButtonStyle {
    public static var accessoryBarAction: AccessoryBarActionButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == CardButtonStyle { public static var card: CardButtonStyle { .init() } }

extension View {
    /// Styles the buttons below with a primitive style [A]: a custom one draws them and decides
    /// when they trigger; a built-in one is recorded. Either replaces a `ButtonStyle` set
    /// outside it.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0[ButtonStyleKey.self] = nil })
            .controlStyle("buttonStyle", style) { (style: S, configuration: PrimitiveButtonStyleConfiguration) in
                style.makeBody(configuration: configuration)
            }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button of a primitive style's configuration: its label, running its action on a tap
    /// [A].
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        if let title = configuration.title {
            self.init(title: title, label: configuration.label, action: configuration.action)
        } else {
            self.init(action: configuration.action) { configuration.label }
        }
        role = configuration.role
    }
}
