import Foundation

/// A control that presents a menu of actions [A]: a visible node (`Menu("Actions")` for the
/// title forms) laid out and drawn as its label, a button in the tint colour. A tap opens the
/// menu (with a primary action, the tap runs it and a long press opens the menu [A]): its items
/// are then walked into a node `MenuItems` inside the menu, never laid out (no `geometry`), so a
/// tap can name one; a tap on an item runs it and closes the menu. Opening and closing are
/// `presentation` events (`menu "Actions" presented` / `dismissed`).
public struct Menu<Label: View, Content: View>: View, BuiltinView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let title: String?
    let primaryAction: (() -> Void)?

    /// A menu with a custom label [A].
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), content: content(), primaryAction: nil)
    }

    /// A menu with a custom label and a primary action [A] (iOS 15).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(title: nil, label: label(), content: content(), primaryAction: primaryAction)
    }

    init(title: String?, label: Label, content: Content, primaryAction: (() -> Void)?) {
        self.label = label
        self.content = content
        self.title = title
        self.primaryAction = primaryAction
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let customStyle = context.customStyle(for: MenuStyleConfiguration.self)
        // With a custom style, the title names the `Menu(configuration)` inside.
        let node = runtime.titledNode(for: Self.self, typeName: "Menu", title: title, at: walk, context, tappableByTitle: customStyle == nil)
        if let style = customStyle {
            let configuration = MenuStyleConfiguration(title: title, label: label, content: content, primaryAction: primaryAction)
            runtime.walkStyledBody(style, configuration, of: node, context)
            return
        }
        node.setDrawing(SceneTraits.control(.button, title: nil))
        runtime.traceTint(of: node, context)
        let state = node.slots[MenuState.slot] as? MenuState ?? MenuState()
        node.slots[MenuState.slot] = state
        let open = { [weak runtime, weak node] in
            guard let runtime, let node else { return }
            runtime.present(state, of: node, open: true)
        }
        if let primaryAction {
            node.tapActions.insert(TapAction(run: primaryAction), at: 0)
            node.gestures.append(GestureAttachment(LongPressGesture().onEnded { _ in open() }))
        } else {
            node.tapActions.insert(TapAction(run: open), at: 0)
        }
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.appending(.index(0)).walk(label, context.forContent)
            if state.isOpen {
                inner.appending(.index(1)).walk(MenuItems(content: content, state: state, menu: node), context.forContent)
            }
        }
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.text, label: Text(titleKey), content: content(), primaryAction: nil)
    }

    /// A menu titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), label: Text(title), content: content(), primaryAction: nil)
    }

    /// A menu titled with a localised string key, with a primary action [A] (iOS 15).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(title: titleKey.text, label: Text(titleKey), content: content(), primaryAction: primaryAction)
    }

    /// A menu titled with a string, with a primary action [A] (iOS 15).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(title: String(title), label: Text(title), content: content(), primaryAction: primaryAction)
    }
}

extension Menu where Label == MotionCore.Label<Text, Image> {
    /// A menu titled with a localised string key and an SF Symbol [A] (iOS 15).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.text, label: MotionCore.Label(titleKey, systemImage: systemImage), content: content(), primaryAction: nil)
    }

    /// A menu titled with a string and an SF Symbol [A] (iOS 15).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), label: MotionCore.Label(title, systemImage: systemImage), content: content(), primaryAction: nil)
    }
}

/// Whether a menu is open, kept on its node.
final class MenuState {
    static let slot = "Menu.isOpen"
    var isOpen = false
}

/// The items of an open menu: a visible node `MenuItems` no layout places; a tap on an item
/// (a view with a tap action that is not a menu itself) runs it and then closes the menu.
struct MenuItems<Content: View>: View, BuiltinView {
    typealias Body = Never
    let content: Content
    let state: MenuState
    unowned let menu: ViewNode

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: "MenuItems", typeName: "MenuItems")
        node.layout.isSecondary = true
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(content, context)
        }
        let (state, menu) = (self.state, self.menu)
        for item in node.subtree.dropFirst() where item.slots[MenuState.slot] == nil {
            item.tapActions = item.tapActions.map { action in
                TapAction(count: action.count, selectsOption: action.selectsOption) { [weak runtime, weak menu] in
                    action.run()
                    if let runtime, let menu { runtime.present(state, of: menu, open: false) }
                }
            }
        }
    }
}

extension ViewRuntime {
    /// Opens or closes a menu in an update of the current transaction, with its `presentation`
    /// event.
    func present(_ state: MenuState, of menu: ViewNode, open: Bool) {
        guard state.isOpen != open else { return }
        let title = menu.labels.first.map { " \(Text.quoted($0))" } ?? ""
        record(.presentation, node: menu, detail: "menu\(title) \(open ? "presented" : "dismissed")")
        enqueueChange { state.isOpen = open }
    }
}
