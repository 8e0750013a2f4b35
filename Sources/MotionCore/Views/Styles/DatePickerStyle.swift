import Foundation

/// How date pickers look [A]. A custom style's `makeBody(configuration:)` is walked in place of
/// each date picker below the modifier, with its binding and bounds (so the style can change
/// the date); the built-in styles are recorded (every date picker is the compact one).
public protocol DatePickerStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = DatePickerStyleConfiguration
}

/// What a `DatePickerStyle` draws [A].
public struct DatePickerStyleConfiguration {
    public typealias Label = StyledLabel

    public let label: DatePickerStyleConfiguration.Label
    /// The date picked [A].
    @Binding public var selection: Date
    /// The earliest date that can be picked, if any [A].
    public var minimumDate: Date?
    /// The latest date that can be picked, if any [A].
    public var maximumDate: Date?
    /// The parts shown [A].
    public var displayedComponents: DatePickerComponents
}

extension DatePickerStyleConfiguration {
    /// The built-in compact picker for this configuration.
    var builtinPicker: some View {
        DatePicker(title: nil, label: label, components: displayedComponents, selection: $selection, bounds: (minimumDate, maximumDate))
    }
}

public struct DefaultDatePickerStyle: DatePickerStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "automatic" }
    public func makeBody(configuration: Configuration) -> some View { configuration.builtinPicker }
}
public struct CompactDatePickerStyle: DatePickerStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "compact" }
    public func makeBody(configuration: Configuration) -> some View { configuration.builtinPicker }
}
public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "graphical" }
    public func makeBody(configuration: Configuration) -> some View { configuration.builtinPicker }
}
public struct WheelDatePickerStyle: DatePickerStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "wheel" }
    public func makeBody(configuration: Configuration) -> some View { configuration.builtinPicker }
}
/// The macOS text field style [A]; laid out as the compact one here.
public struct FieldDatePickerStyle: DatePickerStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "field" }
    public func makeBody(configuration: Configuration) -> some View { configuration.builtinPicker }
}
/// The macOS field with a stepper [A]; laid out as the compact one here.
public struct StepperFieldDatePickerStyle: DatePickerStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "stepperField" }
    public func makeBody(configuration: Configuration) -> some View { configuration.builtinPicker }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }
extension DatePickerStyle where Self == FieldDatePickerStyle { public static var field: FieldDatePickerStyle { .init() } }
extension DatePickerStyle where Self == StepperFieldDatePickerStyle { public static var stepperField: StepperFieldDatePickerStyle { .init() } }

extension View {
    /// The style of the date pickers below [A]: a custom style draws them, a built-in one is
    /// recorded (every date picker is compact).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        controlStyle("datePickerStyle", style) { (style: S, configuration: DatePickerStyleConfiguration) in
            style.makeBody(configuration: configuration)
        }
    }
}
