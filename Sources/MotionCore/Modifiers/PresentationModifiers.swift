import Foundation
import MotionAnimation

/// A view presented over the screen (`sheet`, `fullScreenCover`, `popover`): while presented, its
/// content is walked after the view, in the same container, and laid out over the root below
/// `top` points; `presentation` events mark when it is presented and dismissed. It slides in from
/// the bottom edge and back out with the system's presentation animation
/// (`PresentationMetrics.slide`), whatever the transaction of the change.
struct PresentationModifier<Presented: View>: ViewModifier, BuiltinModifier {
    typealias Body = Never
    /// `sheet`, `fullScreenCover`, `popover`.
    let kind: String
    /// The content while presented.
    let presented: Presented?
    /// Where the presented view starts, points from the top of the root.
    let top: CGFloat
    let onDismiss: (() -> Void)?
    /// What `dismiss()` in the content does: ends the presentation through its binding.
    var dismiss: () -> Void = {}

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let stateKey = walk.key.appending(.slot("\(kind) shown"))
        let wasShown = walk.owner.modifierState[stateKey] as? Bool ?? false
        walk.owner.modifierState[stateKey] = presented != nil
        let link = SecondaryLink(alignment: .top)
        link.coversRootBelow = top
        var inner = context
        inner.pending.append(.layout(.secondary(link)))
        runtime.walks.nodeProbes.append(nil)
        walk.modifiedContent.walk(content, inner)
        let presenter = runtime.walks.nodeProbes.removeLast()
        if let presented {
            runtime.walks.nodeProbes.append(nil)
            var presentedContext = context.forContent
            presentedContext.environment.dismiss = DismissAction(action: dismiss)
            presentedContext.environment.isPresented = true
            runtime.walkTransition(
                PresentationMetrics.slide(by: runtime.rootSize.height - top), content: presented, at: walk.appending(.slot(kind)), presentedContext, isDefault: true)
            if let node = runtime.walks.nodeProbes.removeLast() {
                link.node = node
                node.layout.isSecondary = true
            }
        }
        guard wasShown != (presented != nil) else { return }
        runtime.record(.presentation, node: presenter, detail: "\(kind) \(presented != nil ? "presented" : "dismissed")")
        if presented == nil, let onDismiss { runtime.queue.postActions.append(onDismiss) }
    }
}

/// An alert or confirmation dialog: recorded as `presentation` events when it is presented and
/// dismissed; its actions are not shown (nothing to tap).
struct DialogModifier: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let kind: String
    let title: String
    let isPresented: Bool

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let stateKey = walk.key.appending(.slot("\(kind) shown"))
        let wasShown = walk.owner.modifierState[stateKey] as? Bool ?? false
        walk.owner.modifierState[stateKey] = isPresented
        runtime.walks.nodeProbes.append(nil)
        walk.modifiedContent.walk(content, context)
        let presenter = runtime.walks.nodeProbes.removeLast()
        guard wasShown != isPresented else { return }
        runtime.record(.presentation, node: presenter, detail: "\(kind) \(Text.quoted(title)) \(isPresented ? "presented" : "dismissed")")
    }
}

/// Where presented views start [GUESS: an iPhone 15's sheet at its large detent leaves about
/// 59 points of the screen above it; a popover is a sheet on iPhone].
enum PresentationMetrics {
    static let sheetTop: CGFloat = 59
    /// How a presented view comes and goes: its content moved down by `height` points (the height
    /// of the sheet or cover, so that it starts and ends just below the screen) and back [A:
    /// sheets and covers rise from the bottom of the screen], run by the system rather than by the
    /// change's transaction, so also without `withAnimation` [GUESS: UIKit does not document its
    /// presentation curve; ours is a critically damped spring with a 0.5 s response].
    static func slide(by height: CGFloat) -> AnyTransition {
        let offset = AnyTransition.offset(y: height)
        let presentation: Animation?? = .some(.spring(response: 0.5, dampingFraction: 1))
        return AnyTransition(
            description: ".presentation(offset: \(describe(Double(height))))", hasMotion: true,
            insertionAnimation: presentation, removalAnimation: presentation, apply: offset.apply)
    }
}

extension View {
    /// Presents `content` in a sheet while `isPresented` is true [A]; `onDismiss` runs after it
    /// is dismissed (by a change of `isPresented`: there is no swipe).
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier(
            kind: "sheet", presented: isPresented.wrappedValue ? content() : nil, top: PresentationMetrics.sheetTop, onDismiss: onDismiss,
            dismiss: { isPresented.wrappedValue = false }))
    }

    /// Presents a sheet for `item` while it is not nil [A].
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(PresentationModifier(
            kind: "sheet", presented: item.wrappedValue.map(content), top: PresentationMetrics.sheetTop, onDismiss: onDismiss,
            dismiss: { item.wrappedValue = nil }))
    }

    /// Presents `content` over the whole screen while `isPresented` is true [A].
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier(
            kind: "fullScreenCover", presented: isPresented.wrappedValue ? content() : nil, top: 0, onDismiss: onDismiss,
            dismiss: { isPresented.wrappedValue = false }))
    }

    /// Presents a full-screen cover for `item` while it is not nil [A].
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(PresentationModifier(
            kind: "fullScreenCover", presented: item.wrappedValue.map(content), top: 0, onDismiss: onDismiss,
            dismiss: { item.wrappedValue = nil }))
    }

    /// Presents `content` in a popover while `isPresented` is true [A]: on iPhone a sheet.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier(
            kind: "popover", presented: isPresented.wrappedValue ? content() : nil, top: PresentationMetrics.sheetTop, onDismiss: nil,
            dismiss: { isPresented.wrappedValue = false }))
    }

    /// Presents `content` for `item` in a popover while `item` is not nil [A]: on iPhone a sheet.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(PresentationModifier(
            kind: "popover", presented: item.wrappedValue.map(content), top: PresentationMetrics.sheetTop, onDismiss: nil,
            dismiss: { item.wrappedValue = nil }))
    }

    /// An alert titled `title` while `isPresented` is true [A]: recorded as events.
    public func alert<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(DialogModifier(kind: "alert", title: title.text, isPresented: isPresented.wrappedValue))
    }

    /// An alert with a message [A]: recorded as events.
    public func alert<A: View, M: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(DialogModifier(kind: "alert", title: title.text, isPresented: isPresented.wrappedValue))
    }

    /// An alert titled with a string [A]: recorded as events.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(DialogModifier(kind: "alert", title: String(title), isPresented: isPresented.wrappedValue))
    }

    /// A confirmation dialog [A]: recorded as events.
    public func confirmationDialog<A: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(DialogModifier(kind: "confirmationDialog", title: title.text, isPresented: isPresented.wrappedValue))
    }

    /// A context menu [A]: recorded, and its items walked into a node `ContextMenu` after the
    /// view, so a scripted tap can run one (a long press does not open it).
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View {
        modifier(SecondaryItemsModifier(name: "ContextMenu", items: menuItems())).styled("contextMenu")
    }

    /// Runs `action` when a pointer enters or leaves the view [A]: there is no pointer on iPhone;
    /// never called.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        styled("onHover")
    }

    /// The color scheme the presentation prefers [A]: recorded.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        styled("preferredColorScheme(\(colorScheme.map { ".\($0)" } ?? "nil"))")
    }
}

/// Where a popover points [A].
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}
