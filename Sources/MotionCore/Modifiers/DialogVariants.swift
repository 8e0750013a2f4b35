import Foundation

/// The other forms of `alert` and `confirmationDialog` [A]: a `Text` title, data the actions
/// are made from (`presenting:`), an error, an item. Each is a `DialogModifier`, so it is
/// `presentation` events by its title, as the string-titled forms are; actions and messages are
/// not shown (nor called).
extension View {
    /// An alert titled by a text while `isPresented` is true [A].
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(DialogModifier(kind: "alert", title: title.string, isPresented: isPresented.wrappedValue))
    }

    /// An alert titled by a text, with a message [A].
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(DialogModifier(kind: "alert", title: title.string, isPresented: isPresented.wrappedValue))
    }

    /// An alert made from `data` [A]: shown while `isPresented` is true and `data` is not nil
    /// (without data there is nothing to make its actions from).
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(DialogModifier(kind: "alert", title: title.string, isPresented: isPresented.wrappedValue && data != nil))
    }

    /// An alert with a message, made from `data` [A]: shown while `isPresented` is true and
    /// `data` is not nil.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(DialogModifier(kind: "alert", title: title.string, isPresented: isPresented.wrappedValue && data != nil))
    }

    /// An alert for an error [A]: titled by its `errorDescription` (empty when it has none),
    /// shown while `isPresented` is true and `error` is not nil.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        modifier(DialogModifier(
            kind: "alert", title: error?.errorDescription ?? "", isPresented: isPresented.wrappedValue && error != nil))
    }

    /// An alert for an error, with a message made from it [A].
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        modifier(DialogModifier(
            kind: "alert", title: error?.errorDescription ?? "", isPresented: isPresented.wrappedValue && error != nil))
    }

    /// The deprecated alert for an item [A]: shown while `item` is not nil, titled by the
    /// `Alert` `content` makes of it.
    @available(*, deprecated, message: "Use `alert(_:isPresented:presenting:actions:)` instead.")
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let item = item.wrappedValue
        return modifier(DialogModifier(kind: "alert", title: item.map { content($0).title.string } ?? "", isPresented: item != nil))
    }

    /// The deprecated action sheet for an item [A]: shown while `item` is not nil.
    @available(*, deprecated, message: "Use `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)` instead.")
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let item = item.wrappedValue
        return modifier(DialogModifier(kind: "actionSheet", title: item.map { content($0).title.string } ?? "", isPresented: item != nil))
    }

    /// A confirmation dialog titled by a text [A].
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(DialogModifier(kind: "confirmationDialog", title: title.string, isPresented: isPresented.wrappedValue))
    }

    /// A confirmation dialog titled by a text, with a message [A].
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(DialogModifier(kind: "confirmationDialog", title: title.string, isPresented: isPresented.wrappedValue))
    }

    /// A confirmation dialog made from `data` [A]: shown while `isPresented` is true and `data`
    /// is not nil.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(DialogModifier(kind: "confirmationDialog", title: title.string, isPresented: isPresented.wrappedValue && data != nil))
    }

    /// A confirmation dialog with a message, made from `data` [A].
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(DialogModifier(kind: "confirmationDialog", title: title.string, isPresented: isPresented.wrappedValue && data != nil))
    }

    /// A dialog confirming the dismissal of a window or sheet [A] (macOS): there is no dismissal
    /// to confirm here; recorded with whether it would be shown.
    public func dismissalConfirmationDialog<A: View>(_ title: Text, shouldPresent: Bool, @ViewBuilder actions: () -> A) -> some View {
        styled("dismissalConfirmationDialog(\(Text.quoted(title.string)), shouldPresent: \(shouldPresent))")
    }

    /// A dismissal confirmation with a message [A]; recorded.
    public func dismissalConfirmationDialog<A: View, M: View>(
        _ title: Text, shouldPresent: Bool, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        styled("dismissalConfirmationDialog(\(Text.quoted(title.string)), shouldPresent: \(shouldPresent))")
    }

    /// The icon of the dialogs inside [A] (macOS and visionOS); recorded.
    public func dialogIcon(_ icon: Image?) -> some View { styled("dialogIcon(\(icon == nil ? "nil" : "Image"))") }

    /// How severe the dialogs inside are [A]; recorded.
    public func dialogSeverity(_ severity: DialogSeverity) -> some View { styled("dialogSeverity(.\(severity.name))") }

    /// A "Do not ask again" toggle in the dialogs inside [A] (macOS); recorded.
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View {
        styled("dialogSuppressionToggle(isSuppressed: \(isSuppressed.wrappedValue))")
    }

    /// A suppression toggle with its own label [A]; recorded.
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View {
        styled("dialogSuppressionToggle(\(Text.quoted(label.string)), isSuppressed: \(isSuppressed.wrappedValue))")
    }
}

/// How severe an alert or confirmation dialog is [A].
public struct DialogSeverity: Equatable, Sendable {
    let name: String
    /// The platform's default severity [A].
    public static let automatic = DialogSeverity(name: "automatic")
    /// A severity for a destructive or irreversible action [A].
    public static let critical = DialogSeverity(name: "critical")
    /// The standard severity [A].
    public static let standard = DialogSeverity(name: "standard")
}
