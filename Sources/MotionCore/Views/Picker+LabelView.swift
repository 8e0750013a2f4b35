extension Picker {
    /// A picker with a label view (the form before `init(selection:content:label:)`) [A].
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }
}
