/// A switch with a label [A]: a visible node (`Toggle("Wi-Fi")` for the title forms) whose
/// content is its label. A tap flips `isOn` through the binding, with its transaction:
/// `Toggle("Details", isOn: $shown.animation())` animates what the change moves. It lays out
/// as the label at the leading edge and the switch (51 × 31 points) at the trailing one, as wide
/// as offered. The switch's own knob is drawn by the system and not traced.
public struct Toggle<Label: View>: View, BuiltinView {
    public typealias Body = Never

    let isOn: Binding<Bool>
    let label: Label
    let title: String?

    /// A toggle with a custom label [A].
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        title = nil
    }

    init(title: String, label: Label, isOn: Binding<Bool>) {
        self.isOn = isOn
        self.label = label
        self.title = title
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.titledNode(for: Self.self, typeName: "Toggle", title: title, at: walk, context)
        node.setDrawing(SceneTraits.control(.toggle, title: title))
        let isOn = self.isOn
        if let style = context.environment[ToggleStyleKey.self] {
            // A custom style lays the toggle out and flips it itself.
            node.layout.base = PassthroughLayout()
            // A `Toggle(configuration)` in the style's body is the built-in toggle.
            var content = context.forContent
            content.environment[ToggleStyleKey.self] = nil
            runtime.walkContent(of: node, transaction: context.transaction) { inner in
                inner.walk(style.body(label, isOn), content)
            }
            return
        }
        node.tapActions.insert(TapAction { isOn.wrappedValue.toggle() }, at: 0)
        node.layout.base = LabeledControlLayout(control: LabeledControlLayout.toggleSwitch)
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(label, context.forContent)
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(title: titleKey.text, label: Text(titleKey), isOn: isOn)
    }

    /// A toggle titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(title: String(title), label: Text(title), isOn: isOn)
    }
}
