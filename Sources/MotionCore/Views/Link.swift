import Foundation

/// A control that opens a URL [A]: a visible node (`Link("Apple")` for the title forms) laid
/// out and drawn as its label, a button in the tint colour; a tap calls the environment's
/// `openURL` with its destination (a `presentation` event, `OpenURLAction`).
public struct Link<Label: View>: View, BuiltinView {
    public typealias Body = Never
    let label: Label
    let destination: URL
    let title: String?

    /// A link with a custom label [A].
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), destination: destination)
    }

    init(title: String?, label: Label, destination: URL) {
        self.label = label
        self.destination = destination
        self.title = title
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.titledNode(for: Self.self, typeName: "Link", title: title, at: walk, context)
        node.setDrawing(SceneTraits.control(.button, title: nil))
        runtime.traceTint(of: node, context)
        let (openURL, destination) = (context.environment.openURL, self.destination)
        node.tapActions.insert(TapAction { openURL(destination) }, at: 0)
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(label, context.forContent)
        }
    }
}

extension Link where Label == Text {
    /// A link titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(title: titleKey.text, label: Text(titleKey), destination: destination)
    }

    /// A link titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(title: String(title), label: Text(title), destination: destination)
    }
}
