extension Label where Title == Text, Icon == Image {
    /// A label with a localised title and the image named `name` of the asset catalogue [A].
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(text: titleKey.text, title: Text(titleKey), icon: Image(name))
    }
}
