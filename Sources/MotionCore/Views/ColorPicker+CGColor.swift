import Foundation

/// `ColorPicker` with a Core Graphics colour binding [A]: laid out, drawn and tapped as with a
/// `Color` binding (the tap presents the system's picker, which picks nothing here).
extension ColorPicker {
    /// A colour picker of a `CGColor`, with a custom label [A].
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker of a `CGColor`, titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(title: titleKey.text, label: Text(titleKey))
    }

    /// A colour picker of a `CGColor`, titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(title: String(title), label: Text(title))
    }
}
