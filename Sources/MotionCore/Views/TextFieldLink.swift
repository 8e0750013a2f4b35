import Foundation

/// A control that asks for text in a system sheet [A]: a visible node `TextFieldLink("Reply")`
/// laid out as its label; a tap presents the system's text entry (`presentation` event,
/// `textFieldLink "Reply" presented`), where nothing can be typed here, so `onSubmit` is not
/// called.
public struct TextFieldLink<Label: View>: View, BuiltinView {
    public typealias Body = Never
    let label: Label
    let title: String?
    let prompt: Text?
    let onSubmit: (String) -> Void

    /// A link with a custom label [A].
    public init(prompt: Text? = nil, @ViewBuilder label: () -> Label, onSubmit: @escaping (String) -> Void) {
        self.init(title: nil, label: label(), prompt: prompt, onSubmit: onSubmit)
    }

    init(title: String?, label: Label, prompt: Text?, onSubmit: @escaping (String) -> Void) {
        self.title = title
        self.label = label
        self.prompt = prompt
        self.onSubmit = onSubmit
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.titledNode(for: Self.self, typeName: "TextFieldLink", title: title, at: walk, context)
        node.layout.base = PassthroughLayout()
        let detail = "textFieldLink\(title.map { " \(Text.quoted($0))" } ?? "") presented"
        node.tapActions.insert(TapAction { [weak runtime, weak node] in runtime?.record(.presentation, node: node, detail: detail) }, at: 0)
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(label, context.forContent)
        }
    }
}

extension TextFieldLink where Label == Text {
    /// A link titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, prompt: Text? = nil, onSubmit: @escaping (String) -> Void) {
        self.init(title: titleKey.text, label: Text(titleKey), prompt: prompt, onSubmit: onSubmit)
    }

    /// A link titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, prompt: Text? = nil, onSubmit: @escaping (String) -> Void) {
        self.init(title: String(title), label: Text(title), prompt: prompt, onSubmit: onSubmit)
    }
}
