/// Text input controls: `TextField`, `SecureField` and `TextEditor` compile and lay out, but no
/// typing is simulated (a tap or touch cannot enter text); what they show follows the bound
/// string as your code changes it. They are visible leaves; their fields are drawn by the
/// system and not traced.

/// A field for one line of text [A]: a visible leaf (`TextField("Name")` for the title forms),
/// as wide as offered and one line of its font high (the body's 17 points unless `font` says
/// otherwise), measured on the text shown: the bound text, or the placeholder when it is empty.
/// `axis: .vertical` is accepted and lays out as one line too.
public struct TextField<Label: View>: View, BuiltinView {
    public typealias Body = Never

    let input: TextInput

    /// A field with a label (iOS shows the prompt, if any, as the placeholder) [A].
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        input = TextInput(kind: "TextField", title: nil, text: text, placeholder: prompt?.string ?? "")
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        input.walk(Self.self, walk, context)
    }
}

extension TextField where Label == Text {
    /// A field whose placeholder is the title (or the prompt) [A].
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
        input = TextInput(kind: "TextField", title: titleKey.text, text: text, placeholder: prompt?.string ?? titleKey.text)
    }

    /// A field whose placeholder is the title (or the prompt) [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
        input = TextInput(kind: "TextField", title: String(title), text: text, placeholder: prompt?.string ?? String(title))
    }
}

/// A field for a password [A]: laid out like `TextField`, its text shown as one bullet per
/// character.
public struct SecureField<Label: View>: View, BuiltinView {
    public typealias Body = Never

    let input: TextInput

    /// A secure field with a label [A].
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        input = TextInput(kind: "SecureField", title: nil, text: text, placeholder: prompt?.string ?? "", isSecure: true)
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        input.walk(Self.self, walk, context)
    }
}

extension SecureField where Label == Text {
    /// A secure field whose placeholder is the title (or the prompt) [A].
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        input = TextInput(kind: "SecureField", title: titleKey.text, text: text, placeholder: prompt?.string ?? titleKey.text, isSecure: true)
    }

    /// A secure field whose placeholder is the title (or the prompt) [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        input = TextInput(kind: "SecureField", title: String(title), text: text, placeholder: prompt?.string ?? String(title), isSecure: true)
    }
}

/// A view for editing long text [A]: a visible leaf `TextEditor` that takes the whole proposal
/// (10 points where a dimension is unspecified, like a shape).
public struct TextEditor: View, BuiltinView {
    public typealias Body = Never

    /// An editor of `text` [A].
    public init(text: Binding<String>) {}

    func walk(_ walk: Walk, _ context: WalkContext) {
        let node = walk.runtime.visibleNode(for: Self.self, at: walk, context, name: "TextEditor", typeName: "TextEditor")
        node.layout.base = FillLayout()
    }
}

/// A one-line text input and what it shows.
struct TextInput {
    /// `TextField` or `SecureField`.
    let kind: String
    let title: String?
    let text: Binding<String>
    let placeholder: String
    var isSecure = false

    /// The string the field shows: its text (bullets when secure), else the placeholder.
    var shown: String {
        let value = text.wrappedValue
        if value.isEmpty { return placeholder }
        return isSecure ? String(repeating: "•", count: value.count) : value
    }

    func walk(_ viewType: Any.Type, _ walk: Walk, _ context: WalkContext) {
        let node = walk.runtime.titledNode(for: viewType, typeName: kind, title: title, at: walk, context, tappableByTitle: false)
        node.layout.base = TextFieldLayout(string: shown, fontSize: Font.size(of: context.environment.font, in: context.environment))
    }
}
