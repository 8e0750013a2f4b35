import Foundation

/// An alert's content, for the deprecated `alert(isPresented:content:)` [A]: a title, an
/// optional message and its buttons. Recorded as `presentation` events by its title; its
/// buttons are not shown (nothing to tap), as for `alert(_:isPresented:actions:)`.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (an OK button when nil) [A].
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons [A].
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or action sheet [A].
    public struct Button {
        let label: Text?
        let role: String
        let action: (() -> Void)?

        /// A button in the default style [A].
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: "default", action: action)
        }

        /// A cancel button with a label [A].
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: "cancel", action: action)
        }

        /// A cancel button with the system's label [A].
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: nil, role: "cancel", action: action)
        }

        /// A button that destroys something [A].
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: "destructive", action: action)
        }
    }
}

/// An action sheet's content, for the deprecated `actionSheet(isPresented:content:)` [A]:
/// recorded as `presentation` events by its title.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An action sheet (with a cancel button unless you give buttons) [A].
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// A button of an action sheet [A].
    public typealias Button = Alert.Button
}
