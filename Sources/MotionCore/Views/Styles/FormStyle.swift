/// How forms look [A]. A custom style's `makeBody(configuration:)` is walked in place of each
/// form below the modifier (its content is the form's rows, `Form(configuration)` the form as
/// built in); the built-in styles are recorded (every form is laid out grouped, "Layout").
public protocol FormStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = FormStyleConfiguration
}

/// What a `FormStyle` draws [A].
public struct FormStyleConfiguration {
    public typealias Content = StyledLabel
    /// The form's views [A].
    public let content: FormStyleConfiguration.Content
}

public struct AutomaticFormStyle: FormStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "automatic" }
    public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}
public struct GroupedFormStyle: FormStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "grouped" }
    public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}
public struct ColumnsFormStyle: FormStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "columns" }
    public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

extension View {
    /// The style of the forms below [A]: a custom style draws them, a built-in one is recorded.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        controlStyle("formStyle", style) { (style: S, configuration: FormStyleConfiguration) in
            style.makeBody(configuration: configuration)
        }
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form of a style's configuration, laid out as the built-in form [A].
    public init(_ configuration: FormStyleConfiguration) {
        self.init { configuration.content }
    }
}

extension Form {
    func walk(_ walk: Walk, _ context: WalkContext) {
        if let style = context.customStyle(for: FormStyleConfiguration.self) {
            let runtime = walk.runtime
            let node = runtime.visibleNode(for: Self.self, at: walk, context, name: Self.containerName, typeName: Self.containerName)
            runtime.walkStyledBody(style, FormStyleConfiguration(content: StyledLabel(content: content)), of: node, context)
            return
        }
        walkContainer(walk, context)
    }
}
