import Foundation

/// A label beside a value [A]: a visible node (`LabeledContent("Name")` for the title forms)
/// with the label at its leading edge and the value at its trailing one
/// (`LabeledContentLayout`), as in a form's row.
public struct LabeledContent<Label: View, Content: View>: View, BuiltinView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let title: String?

    /// A labelled content with a custom label [A] (iOS 16).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), content: content())
    }

    init(title: String?, label: Label, content: Content) {
        self.label = label
        self.content = content
        self.title = title
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.titledNode(for: Self.self, typeName: "LabeledContent", title: title, at: walk, context, tappableByTitle: false)
        if let style = context.customStyle(for: LabeledContentStyleConfiguration.self) {
            let configuration = LabeledContentStyleConfiguration(label: StyledLabel(content: label), content: StyledLabel(content: content))
            runtime.walkStyledBody(style, configuration, of: node, context)
            return
        }
        node.layout.base = LabeledContentLayout()
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            runtime.walkPart(.label, at: inner.appending(.index(0)), content: label, context)
            runtime.walkPart(.currentValueLabel, at: inner.appending(.index(1)), content: content, context)
        }
    }
}

extension LabeledContent where Label == Text {
    /// A labelled content titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.text, label: Text(titleKey), content: content())
    }

    /// A labelled content titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), label: Text(title), content: content())
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A label and a string value [A].
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(title: titleKey.text, label: Text(titleKey), content: Text(value))
    }

    /// A label and a string value, titled with a string [A].
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(title: String(title), label: Text(title), content: Text(value))
    }

    /// A label and a value formatted with `format` (in `en_US`, as `Text(_:format:)`) [A].
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(title: titleKey.text, label: Text(titleKey), content: Text(value, format: format))
    }

    /// A label and a formatted value, titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(title: String(title), label: Text(title), content: Text(value, format: format))
    }
}
