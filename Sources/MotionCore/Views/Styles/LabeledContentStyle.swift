/// How labelled contents look [A] (iOS 16). A custom style's `makeBody(configuration:)` is
/// walked in place of each `LabeledContent` below the modifier; the built-in style is recorded
/// (label leading, value trailing, as in a form's row).
public protocol LabeledContentStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a `LabeledContentStyle` draws [A].
public struct LabeledContentStyleConfiguration {
    public typealias Label = StyledLabel
    public typealias Content = StyledLabel
    /// The label [A].
    public let label: LabeledContentStyleConfiguration.Label
    /// The value [A].
    public let content: LabeledContentStyleConfiguration.Content
}

public struct AutomaticLabeledContentStyle: LabeledContentStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "automatic" }
    public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle { public static var automatic: AutomaticLabeledContentStyle { .init() } }

extension View {
    /// The style of the labelled contents below [A]: a custom style draws them, a built-in one is
    /// recorded.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        controlStyle("labeledContentStyle", style) { (style: S, configuration: LabeledContentStyleConfiguration) in
            style.makeBody(configuration: configuration)
        }
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labelled content of a style's configuration, drawn in the built-in style [A].
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(title: nil, label: configuration.label, content: configuration.content)
    }
}
