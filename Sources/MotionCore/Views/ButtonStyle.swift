/// A button style that only styles the label [A]. A custom style's `makeBody` is walked around
/// each button's label below the modifier, with `isPressed` false (taps are instantaneous).
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` styles [A].
public struct ButtonStyleConfiguration {
    /// The button's label, as a view [A].
    public typealias Label = StyledLabel

    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    /// Always `false`: a tap is delivered at one instant.
    public let isPressed: Bool
}

/// A button style that defines the interaction too [A]: the built-in ones are recorded only.
public protocol PrimitiveButtonStyle {}

/// The built-in button styles [A].
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// A custom button style in the environment.
struct AnyButtonStyle {
    let body: (any View) -> any View

    init<Style: ButtonStyle>(_ style: Style) {
        body = { label in
            style.makeBody(configuration: ButtonStyleConfiguration(role: nil, label: .init(content: label), isPressed: false))
        }
    }

    func body(label: any View) -> any View {
        body(label)
    }
}

/// The environment key of the custom button style.
enum ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle? { nil }
}

extension View {
    /// Styles the buttons below with a custom style, walked around their labels [A].
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0[ButtonStyleKey.self] = AnyButtonStyle(style) })
    }

    /// Styles the buttons below with a built-in style: recorded only [A].
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(StyleRecord(description: "buttonStyle(\(S.self))"))
    }
}

/// A control's label handed to its custom style (`ButtonStyleConfiguration.Label`,
/// `ToggleStyleConfiguration.Label`): the label's views, walked where the style puts it.
public struct StyledLabel: View, BuiltinView {
    public typealias Body = Never
    let content: any View

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.walk(content, context)
    }
}
