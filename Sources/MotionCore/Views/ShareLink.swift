import Foundation

/// A control that shares an item [A]: a visible node `ShareLink` laid out and drawn as its
/// label (by default `Label("Share", systemImage: "square.and.arrow.up")`), a button in the
/// tint colour; a tap presents the system's share sheet, a `presentation` event
/// (`shareLink "https://…" presented`), which shares nothing here.
public struct ShareLink<Label: View>: View, BuiltinView {
    public typealias Body = Never
    let label: Label
    let item: String

    /// A share link for `item` with a custom label [A].
    public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.item = String(describing: item)
    }

    init(item: String, label: Label) {
        self.label = label
        self.item = item
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: "ShareLink", typeName: "ShareLink")
        node.setDrawing(SceneTraits.control(.button, title: nil))
        let detail = "shareLink \(Text.quoted(item)) presented"
        node.tapActions.insert(TapAction { [weak runtime, weak node] in runtime?.record(.presentation, node: node, detail: detail) }, at: 0)
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(label, context.forContent)
        }
    }
}

extension ShareLink where Label == MotionCore.Label<Text, Image> {
    /// A share link for `item` with the system's label [A].
    public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: String(describing: item), label: MotionCore.Label("Share", systemImage: "square.and.arrow.up"))
    }

    /// A share link titled with a localised string key [A].
    public init<Item: Transferable>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: String(describing: item), label: MotionCore.Label(titleKey, systemImage: "square.and.arrow.up"))
    }

    /// A share link titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol, Item: Transferable>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: String(describing: item), label: MotionCore.Label(title, systemImage: "square.and.arrow.up"))
    }
}

/// A value that can be shared or dragged [A] (CoreTransferable): here `String` and `URL`,
/// shared as their description; transfer representations are not there.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
