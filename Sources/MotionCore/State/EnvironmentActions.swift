import Foundation

/// The environment's actions that open, close, search, focus, refresh and rename [A]. None has a
/// counterpart on MotionCore's one-window iPhone: calling one records a `presentation` event
/// with its name and arguments (`openWindow id: "detail"`), as `openURL` does, and changes
/// nothing drawn.
private func recordAction(_ text: String) {
    ViewRuntime.current?.record(.presentation, detail: text)
}

/// Opens a window [A]; an iPhone app has one window, so only the event is recorded.
public struct OpenWindowAction: Sendable {
    /// Opens the window of the group `id` [A].
    public func callAsFunction(id: String) { recordAction("openWindow id: \(Text.quoted(id))") }
    /// Opens a window presenting `value` [A].
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) { recordAction("openWindow value: \(value)") }
    /// Opens the window of the group `id` presenting `value` [A].
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        recordAction("openWindow id: \(Text.quoted(id)), value: \(value)")
    }
}

/// Closes a window [A]; recorded only.
public struct DismissWindowAction: Sendable {
    /// Closes the window the view is in [A].
    public func callAsFunction() { recordAction("dismissWindow") }
    /// Closes the window of the group `id` [A].
    public func callAsFunction(id: String) { recordAction("dismissWindow id: \(Text.quoted(id))") }
    /// Closes the window presenting `value` [A].
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) { recordAction("dismissWindow value: \(value)") }
    /// Closes the window of the group `id` presenting `value` [A].
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        recordAction("dismissWindow id: \(Text.quoted(id)), value: \(value)")
    }
}

/// Opens a window in place of the current one [A] (visionOS); recorded only.
public struct PushWindowAction: Sendable {
    /// Pushes the window of the group `id` [A].
    public func callAsFunction(id: String) { recordAction("pushWindow id: \(Text.quoted(id))") }
    /// Pushes a window presenting `value` [A].
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) { recordAction("pushWindow value: \(value)") }
    /// Pushes the window of the group `id` presenting `value` [A].
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        recordAction("pushWindow id: \(Text.quoted(id)), value: \(value)")
    }
}

/// Opens the app's settings window [A] (macOS); recorded only.
public struct OpenSettingsAction: Sendable {
    public func callAsFunction() { recordAction("openSettings") }
}

/// Asks StoreKit to ask for a review [A]; recorded only (no review is asked for).
public struct RequestReviewAction: Sendable {
    public func callAsFunction() { recordAction("requestReview") }
}

/// Ends the current search [A]; recorded only (search is not simulated).
public struct DismissSearchAction: Sendable {
    public func callAsFunction() { recordAction("dismissSearch") }
}

/// Moves focus back to its default in a namespace [A]; recorded only (focus is not simulated).
public struct ResetFocusAction: Sendable {
    public func callAsFunction(in namespace: Namespace.ID) { recordAction("resetFocus") }
}

/// Refreshes a view's content [A]: what `refreshable(action:)` sets, nil elsewhere.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and waits for it [A].
    public func callAsFunction() async {
        recordAction("refresh")
        await action()
    }
}

/// Starts renaming [A]: what `renameAction(_:)` sets, nil elsewhere.
public struct RenameAction {
    let action: () -> Void

    public func callAsFunction() {
        recordAction("rename")
        action()
    }
}

extension EnvironmentValues {
    /// Opens a window [A].
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    /// Closes a window [A].
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
    /// Opens a window in place of the current one [A].
    public var pushWindow: PushWindowAction { PushWindowAction() }
    /// Opens the settings window [A].
    public var openSettings: OpenSettingsAction { OpenSettingsAction() }
    /// Asks for an App Store review [A].
    public var requestReview: RequestReviewAction { RequestReviewAction() }
    /// Ends the current search [A].
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
    /// Resets focus [A].
    public var resetFocus: ResetFocusAction { ResetFocusAction() }
    /// The refresh of the nearest `refreshable` view, nil when there is none [A] (`refreshable`
    /// records its style and does not set one).
    public var refresh: RefreshAction? { self[DeviceRefreshKey.self] }
    /// The rename action of the view, nil when none is set [A].
    public var rename: RenameAction? { self[DeviceRenameKey.self] }
}

enum DeviceRefreshKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }
enum DeviceRenameKey: EnvironmentKey { static var defaultValue: RenameAction? { nil } }
