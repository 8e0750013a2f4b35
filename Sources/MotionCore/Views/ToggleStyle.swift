/// How toggles look and behave [A]. A custom style's `makeBody` is walked inside each toggle
/// below the modifier, in place of the built-in label-and-switch layout; the toggle itself is
/// then not tappable: the style flips `configuration.isOn` itself (an `onTapGesture`, a button).
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` styles [A].
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view [A].
    public typealias Label = StyledLabel

    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on, and a binding to flip it [A].
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ [A]; always `false` here.
    public var isMixed: Bool
}

/// A built-in toggle style: the toggle keeps its own layout, the style is recorded.
protocol BuiltinToggleStyle {
    var name: String { get }
}

/// The platform's default toggle style [A] (a switch on iOS).
public struct DefaultToggleStyle: ToggleStyle, BuiltinToggleStyle {
    public init() {}
    var name: String { "automatic" }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A switch [A].
public struct SwitchToggleStyle: ToggleStyle, BuiltinToggleStyle {
    /// The switch's colour when on (deprecated form) [A]; kept, as the switch itself is drawn by
    /// the system and not traced.
    var tint: Color?
    public init() {}
    /// A switch tinted `tint` when on (deprecated: `tint(_:)`) [A].
    public init(tint: Color) { self.tint = tint }
    var name: String { "switch" }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button that shows whether it is on [A]; laid out as the switch style here.
public struct ButtonToggleStyle: ToggleStyle, BuiltinToggleStyle {
    public init() {}
    var name: String { "button" }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A custom toggle style in the environment.
struct AnyToggleStyle {
    let body: (any View, Binding<Bool>) -> any View

    init<Style: ToggleStyle>(_ style: Style) {
        body = { label, isOn in
            style.makeBody(configuration: ToggleStyleConfiguration(label: .init(content: label), isOn: isOn, isMixed: false))
        }
    }
}

/// The environment key of the custom toggle style.
enum ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle? { nil }
}

extension View {
    /// Styles the toggles below [A]: a built-in style is recorded (the toggle keeps its layout);
    /// a custom one is walked in place of it.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let builtin = style as? any BuiltinToggleStyle
        return modifier(EnvironmentWriter { $0[ToggleStyleKey.self] = builtin == nil ? AnyToggleStyle(style) : nil })
            .styled("toggleStyle(.\(builtin?.name ?? String(describing: S.self)))")
    }

    /// Hides the labels of the controls below [A]; recorded, their layout keeps the label.
    public func labelsHidden() -> some View {
        styled("labelsHidden()")
    }
}
