/// How labels look [A]. A custom style's `makeBody(configuration:)` is walked in place of each
/// `Label` below the modifier, with the label's title and icon; the built-in styles are
/// recorded (a label keeps its title beside its icon).
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` draws [A].
public struct LabelStyleConfiguration {
    public typealias Title = StyledLabel
    public typealias Icon = StyledLabel

    /// The label's title [A].
    public var title: LabelStyleConfiguration.Title { titleView }
    /// The label's icon [A].
    public var icon: LabelStyleConfiguration.Icon { iconView }

    let titleView: StyledLabel
    let iconView: StyledLabel
}

public struct DefaultLabelStyle: LabelStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "automatic" }
    public func makeBody(configuration: Configuration) -> some View { Label { configuration.title } icon: { configuration.icon } }
}
public struct IconOnlyLabelStyle: LabelStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "iconOnly" }
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
public struct TitleOnlyLabelStyle: LabelStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "titleOnly" }
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
public struct TitleAndIconLabelStyle: LabelStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "titleAndIcon" }
    public func makeBody(configuration: Configuration) -> some View { Label { configuration.title } icon: { configuration.icon } }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }

extension View {
    /// The style of the labels below [A]: a custom style draws them, a built-in one is recorded.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        controlStyle("labelStyle", style) { (style: S, configuration: LabelStyleConfiguration) in
            style.makeBody(configuration: configuration)
        }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label from a style's configuration, drawn in the built-in style [A].
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
