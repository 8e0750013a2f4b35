import Foundation

/// The other `TextField` and `SecureField` forms [A]: older forms with editing callbacks (never
/// called: no typing is simulated) and fields of a formatted value, which show the value as the
/// format (in `en_US`, as `Text(_:format:)`) or the formatter writes it; laid out as the text
/// forms ("Controls").
extension TextField where Label == Text {
    /// A field with callbacks for editing and committing (deprecated) [A]; they never run.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    /// A field with a callback for editing (deprecated) [A]; it never runs.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, text: text)
    }

    /// A field with a callback for committing (deprecated) [A]; it never runs.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    /// A field titled with a string, with callbacks for editing and committing (deprecated) [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }

    /// A field of a value shown with a format style [A].
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(titleKey, text: .formatted(value, format), prompt: prompt)
    }

    /// A field of a value shown with a format style, titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title, text: .formatted(value, format), prompt: prompt)
    }

    /// A field of a value shown with a formatter [A].
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title, text: .formatted(value, formatter))
    }

    /// A field of a value shown with a formatter, with a prompt [A].
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(title, text: .formatted(value, formatter), prompt: prompt)
    }

    /// A field of a value shown with a formatter, with callbacks (deprecated) [A]; they never run.
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) {
        self.init(title, text: .formatted(value, formatter))
    }

    /// A field of a value shown with a formatter, with a callback for editing (deprecated) [A].
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title, text: .formatted(value, formatter))
    }

    /// A field of a value shown with a formatter, with a callback for committing (deprecated) [A].
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(title, text: .formatted(value, formatter))
    }
}

extension TextField {
    /// A field of a value shown with a format style, with a label [A].
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F.FormatOutput == String {
        self.init(text: .formatted(value, format), prompt: prompt, label: label)
    }

    /// A field of a value shown with a formatter, with a label [A].
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: .formatted(value, formatter), prompt: prompt, label: label)
    }
}

extension SecureField where Label == Text {
    /// A secure field with a callback for committing (deprecated) [A]; it never runs.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    /// A secure field titled with a string, with a callback for committing (deprecated) [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
}

extension Binding where Value == String {
    /// The text of a bound value in a format style (`en_US`); a written text is parsed back into
    /// the value, and one that does not parse leaves it.
    static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String> where F.FormatOutput == String {
        let format = format.locale(Text.traceLocale)
        return Binding(get: { format.format(value.wrappedValue) }, set: { text in
            if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
        })
    }

    /// The text a formatter writes for a bound value (empty when it writes none). A written
    /// text is not read back: Foundation on Linux cannot parse with a `Formatter`.
    static func formatted<V>(_ value: Binding<V>, _ formatter: Formatter) -> Binding<String> {
        Binding(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: { _ in })
    }
}
