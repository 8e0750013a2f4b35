import Foundation

/// The other `Menu` forms [A] (iOS 17): titled with an asset image, and with a primary action
/// beside an SF Symbol or an asset image; they open and run as the title forms.
extension Menu where Label == MotionCore.Label<Text, Image> {
    /// A menu titled with a localised key and an asset image [A].
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.text, label: MotionCore.Label(titleKey, image: image), content: content(), primaryAction: nil)
    }

    /// A menu titled with a localised key and an SF Symbol, with a primary action [A].
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(title: titleKey.text, label: MotionCore.Label(titleKey, systemImage: systemImage), content: content(), primaryAction: primaryAction)
    }

    /// A menu titled with a localised key and an asset image, with a primary action [A].
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(title: titleKey.text, label: MotionCore.Label(titleKey, image: image), content: content(), primaryAction: primaryAction)
    }
}
