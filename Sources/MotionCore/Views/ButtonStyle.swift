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

/// A custom button style in the environment.
struct AnyButtonStyle {
    let body: (any View, ButtonRole?) -> any View

    init<Style: ButtonStyle>(_ style: Style) {
        body = { label, role in
            style.makeBody(configuration: ButtonStyleConfiguration(role: role, label: .init(content: label), isPressed: false))
        }
    }

    func body(label: any View, role: ButtonRole?) -> any View {
        body(label, role)
    }
}

/// The environment key of the custom button style.
enum ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle? { nil }
}

extension View {
    /// Styles the buttons below with a custom style, walked around their labels [A].
    /// It replaces a primitive style set outside it.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter {
            $0[ButtonStyleKey.self] = AnyButtonStyle(style)
            $0[CustomControlStyleKey<PrimitiveButtonStyleConfiguration>.self] = nil
        })
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
