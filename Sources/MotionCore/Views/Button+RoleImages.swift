extension Button where Label == MotionCore.Label<Text, Image> {
    /// A button with a title, an SF Symbol and a role [A] (iOS 26).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(titleKey, systemImage: systemImage, action: action)
        self.role = role
    }

    /// A button with a title, an SF Symbol and a role [A] (iOS 26).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(title, systemImage: systemImage, action: action)
        self.role = role
    }

    /// A button with a title, an image of the asset catalogue and a role [A] (iOS 26).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(titleKey, image: image, action: action)
        self.role = role
    }

    /// A button with a title, an image of the asset catalogue and a role [A] (iOS 26).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(title, image: image, action: action)
        self.role = role
    }
}
