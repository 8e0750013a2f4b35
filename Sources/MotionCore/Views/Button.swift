/// A control that runs an action when tapped [A]: a visible node (`Button("Like")` for the
/// title forms) whose label is its content. A tap target names it by its title, or by a text or
/// symbol in its label. In a built-in style its label is drawn in the tint, dimmed while
/// disabled (`ControlTint`).
public struct Button<Label: View>: View, BuiltinView {
    public typealias Body = Never

    let label: Label
    let action: () -> Void
    let title: String?
    /// The button's role [A], handed to its style.
    var role: ButtonRole? = nil

    /// A button with a custom label [A].
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        title = nil
    }

    /// A button with a role and a custom label [A].
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }

    init(title: String, label: Label, action: @escaping () -> Void) {
        self.label = label
        self.action = action
        self.title = title
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let primitiveStyle = context.customStyle(for: PrimitiveButtonStyleConfiguration.self)
        let node = runtime.titledNode(for: Self.self, typeName: "Button", title: title, at: walk, context, tappableByTitle: primitiveStyle == nil)
        node.setDrawing(SceneTraits.control(.button, title: nil))
        if let style = primitiveStyle {
            // The style defines the interaction: only what its body makes tappable is (the
            // title names the `Button(configuration)` inside, if any).
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: StyledLabel(content: label), title: title, action: action)
            runtime.walkStyledBody(style, configuration, of: node, context)
            return
        }
        node.tapActions.insert(TapAction(run: action), at: 0)
        let styled: any View
        if let style = context.environment[ButtonStyleKey.self] {
            // A custom style draws the label as it likes (it reads `isEnabled` itself).
            styled = style.body(label: label, role: role)
        } else {
            runtime.traceTint(of: node, context)
            styled = label
        }
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(styled, context.forContent)
        }
    }
}

extension Button where Label == Text {
    /// A button titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(title: titleKey.text, label: Text(titleKey), action: action)
    }

    /// A button titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(title: String(title), label: Text(title), action: action)
    }

    /// A button with a role, titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(titleKey, action: action)
        self.role = role
    }

    /// A button with a role, titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(title, action: action)
        self.role = role
    }
}

extension Button where Label == MotionCore.Label<Text, Image> {
    /// A button with a title and an SF Symbol [A].
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(title: titleKey.text, label: MotionCore.Label(titleKey, systemImage: systemImage), action: action)
    }

    /// A button with a title and an SF Symbol [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(title: String(title), label: MotionCore.Label(title, systemImage: systemImage), action: action)
    }

    /// A button with a title and an image of the asset catalogue [A].
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(title: titleKey.text, label: MotionCore.Label(titleKey, image: image), action: action)
    }

    /// A button with a title and an image of the asset catalogue [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(title: String(title), label: MotionCore.Label(title, image: image), action: action)
    }
}

/// A button's semantic role [A].
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}
