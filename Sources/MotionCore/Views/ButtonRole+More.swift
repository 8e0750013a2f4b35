extension ButtonRole {
    /// A button that confirms the action of a sheet or dialog [A] (iOS 26); handed to the
    /// button's style as the other roles are.
    public static let confirm = ButtonRole(name: "confirm")
    /// A button that closes the view it is in [A] (iOS 26); handed to the button's style.
    public static let close = ButtonRole(name: "close")
}
