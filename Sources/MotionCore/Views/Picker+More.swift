import Foundation

/// The other `Picker` forms [A]: titled with an SF Symbol or an asset image (a `Label`, not
/// shown, as any picker's label), and with a `currentValueLabel` (iOS 17, shown by the menu
/// style only; not walked here). They lay out and pick as the title forms.
extension Picker where Label == MotionCore.Label<Text, Image> {
    /// A picker titled with a localised key and an SF Symbol [A] (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.text, select: { selection.wrappedValue = $0 }, content: content())
    }

    /// A picker titled with a string and an SF Symbol [A] (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), select: { selection.wrappedValue = $0 }, content: content())
    }

    /// A picker titled with a localised key and an asset image [A] (iOS 17).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.text, select: { selection.wrappedValue = $0 }, content: content())
    }

    /// A picker titled with a localised key and an SF Symbol, with a current value label [A] (iOS 18).
    public init<C: View>(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> C
    ) {
        self.init(title: titleKey.text, select: { selection.wrappedValue = $0 }, content: content())
    }

    /// A picker titled with a localised key and an asset image, with a current value label [A] (iOS 18).
    public init<C: View>(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> C
    ) {
        self.init(title: titleKey.text, select: { selection.wrappedValue = $0 }, content: content())
    }
}

extension Picker where Label == Text {
    /// A titled picker with a current value label [A] (iOS 18).
    public init<C: View>(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> C
    ) {
        self.init(title: titleKey.text, select: { selection.wrappedValue = $0 }, content: content())
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

/// `Picker` of several values (`sources:`, iOS 16) [A]: a tap on an option writes its tag into
/// every source's binding; laid out as the other pickers.
extension Picker where Label == Text {
    /// A picker of several values, titled with a string [A].
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) {
        self.init(title: String(title), select: Self.selectAll(sources, selection), content: content())
    }

    /// A picker of several values, titled with a string, with a current value label [A] (iOS 18).
    public init<C: RandomAccessCollection, S: StringProtocol, V: View>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(title: String(title), select: Self.selectAll(sources, selection), content: content())
    }
}

extension Picker where Label == MotionCore.Label<Text, Image> {
    /// A picker of several values, titled with a string and an SF Symbol [A] (iOS 17).
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) {
        self.init(title: String(title), select: Self.selectAll(sources, selection), content: content())
    }

    /// A picker of several values, titled with a string and an SF Symbol, with a current value label [A] (iOS 18).
    public init<C: RandomAccessCollection, S: StringProtocol, V: View>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(title: String(title), select: Self.selectAll(sources, selection), content: content())
    }

    /// A picker of several values, titled with a string and an asset image [A] (iOS 17).
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) {
        self.init(title: String(title), select: Self.selectAll(sources, selection), content: content())
    }

    /// A picker of several values, titled with a string and an asset image, with a current value label [A] (iOS 18).
    public init<C: RandomAccessCollection, S: StringProtocol, V: View>(
        _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(title: String(title), select: Self.selectAll(sources, selection), content: content())
    }
}

extension Picker {
    /// A picker of several values with a custom label [A] (iOS 16).
    public init<C: RandomAccessCollection>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(title: nil, select: Self.selectAll(sources, selection), content: content())
    }

    /// A picker of several values with a custom label and a current value label [A] (iOS 18).
    public init<C: RandomAccessCollection, V: View>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(title: nil, select: Self.selectAll(sources, selection), content: content())
    }

    /// Writes a tag into every source's binding.
    static func selectAll<C: RandomAccessCollection>(_ sources: C, _ selection: KeyPath<C.Element, Binding<SelectionValue>>) -> (SelectionValue) -> Void {
        { value in for source in sources { source[keyPath: selection].wrappedValue = value } }
    }
}
