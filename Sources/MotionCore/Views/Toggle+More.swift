import Foundation

/// The other `Toggle` forms [A]: an SF Symbol or asset image beside the title (a `Label`), a
/// toggle of several values (`sources:`), and the toggle of a style's configuration.
extension Toggle where Label == MotionCore.Label<Text, Image> {
    /// A toggle titled with a localised key and an SF Symbol [A] (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(title: titleKey.text, label: MotionCore.Label(titleKey, systemImage: systemImage), isOn: isOn)
    }

    /// A toggle titled with a string and an SF Symbol [A] (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(title: String(title), label: MotionCore.Label(title, systemImage: systemImage), isOn: isOn)
    }

    /// A toggle titled with a localised key and an asset image [A] (iOS 17).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(title: titleKey.text, label: MotionCore.Label(titleKey, image: image), isOn: isOn)
    }

    /// A toggle of several values, titled with a localised key and an SF Symbol [A] (iOS 17).
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(title: titleKey.text, label: MotionCore.Label(titleKey, systemImage: systemImage), isOn: .all(of: sources, isOn))
    }

    /// A toggle of several values, titled with a localised key and an asset image [A] (iOS 17).
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(title: titleKey.text, label: MotionCore.Label(titleKey, image: image), isOn: .all(of: sources, isOn))
    }
}

extension Toggle where Label == Text {
    /// A toggle of several values [A] (iOS 16): on when every source is on; a tap turns them
    /// all off when all are on, else all on.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(title: titleKey.text, label: Text(titleKey), isOn: .all(of: sources, isOn))
    }

    /// A toggle of several values, titled with a string [A] (iOS 16).
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(title: String(title), label: Text(title), isOn: .all(of: sources, isOn))
    }
}

extension Toggle {
    /// A toggle of several values with a custom label [A] (iOS 16).
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        self.init(isOn: .all(of: sources, isOn), label: label)
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle of a style's configuration, laid out as the built-in switch [A].
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Binding where Value == Bool {
    /// On when every source's binding is on; setting it sets them all.
    static func all<C: RandomAccessCollection>(of sources: C, _ isOn: KeyPath<C.Element, Binding<Bool>>) -> Binding<Bool> {
        Binding(get: { sources.allSatisfy { $0[keyPath: isOn].wrappedValue } }, set: { value in
            for source in sources { source[keyPath: isOn].wrappedValue = value }
        })
    }
}
