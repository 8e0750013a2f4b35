/// Styles of text fields: recorded, not simulated (the layout stays the
/// default style's).
extension View {
    /// The style of text fields below: recorded [A].
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { styled("textFieldStyle(\(S.self))") }

    /// An action for when the user submits a text field: recorded, never run (no typing is
    /// simulated) [A].
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        styled("onSubmit")
    }
}

/// A text field style [A]; recorded only.
public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }

/// What submits a view [A]; recorded only.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}
