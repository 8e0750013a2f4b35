/// How progress views look [A]. A custom style's `makeBody(configuration:)` is walked in place
/// of each progress view below the modifier; the built-in styles are recorded (a progress view
/// keeps its bar or spinner).
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a `ProgressViewStyle` draws [A].
public struct ProgressViewStyleConfiguration {
    public typealias Label = StyledLabel
    public typealias CurrentValueLabel = StyledLabel

    /// The fraction done, 0 … 1, or `nil` when the progress is indeterminate [A].
    public let fractionCompleted: Double?
    public var label: ProgressViewStyleConfiguration.Label?
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "automatic" }
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltinStyle {
    let tint: Color?
    public init() { tint = nil }
    /// A bar in `tint` [A] (deprecated); recorded by name only.
    public init(tint: Color) { self.tint = tint }
    var styleName: String { "linear" }
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltinStyle {
    let tint: Color?
    public init() { tint = nil }
    /// A spinner in `tint` [A] (deprecated); recorded by name only.
    public init(tint: Color) { self.tint = tint }
    var styleName: String { "circular" }
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

extension View {
    /// The style of the progress views below [A]: a custom style draws them, a built-in one is
    /// recorded.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        controlStyle("progressViewStyle", style) { (style: S, configuration: ProgressViewStyleConfiguration) in
            style.makeBody(configuration: configuration)
        }
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view from a style's configuration, drawn in the built-in style [A].
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, title: nil, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}
