import Foundation

/// The other `Picker` forms [A]: titled with an SF Symbol or an asset image (a `Label`, not
/// shown, as any picker's label), and with a `currentValueLabel` (iOS 17, shown by the menu
/// style only; not walked here). They lay out and pick as the title forms.
extension Picker where Label == MotionCore.Label<Text, Image> {
    /// A picker titled with a localised key and an SF Symbol [A] (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.text, selection: selection, content: content())
    }

    /// A picker titled with a string and an SF Symbol [A] (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), selection: selection, content: content())
    }

    /// A picker titled with a localised key and an asset image [A] (iOS 17).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.text, selection: selection, content: content())
    }

    /// A picker titled with a localised key and an SF Symbol, with a current value label [A] (iOS 18).
    public init<C: View>(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> C
    ) {
        self.init(title: titleKey.text, selection: selection, content: content())
    }

    /// A picker titled with a localised key and an asset image, with a current value label [A] (iOS 18).
    public init<C: View>(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> C
    ) {
        self.init(title: titleKey.text, selection: selection, content: content())
    }
}

extension Picker where Label == Text {
    /// A titled picker with a current value label [A] (iOS 18).
    public init<C: View>(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> C
    ) {
        self.init(title: titleKey.text, selection: selection, content: content())
    }
}

extension Picker {
    /// A picker with a custom label and a current value label [A] (iOS 18).
    public init<C: View>(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> C
    ) {
        self.init(selection: selection, content: content, label: label)
    }
}
