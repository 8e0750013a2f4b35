/// Dismisses the presentation the view is in [A]: inside a `sheet`, `fullScreenCover` or
/// `popover` it sets the presenting binding to false (or its item to nil); elsewhere it does
/// nothing (navigation is not simulated).
public struct DismissAction {
    let action: () -> Void

    public func callAsFunction() {
        action()
    }
}

enum DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

enum IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Dismisses the current presentation [A].
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is in a presentation that is shown [A].
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
