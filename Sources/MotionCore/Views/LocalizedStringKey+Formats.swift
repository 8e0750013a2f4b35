import Foundation

// The interpolations that format a value inside a text's key [A], `"\(score, format: .number)"`:
// each writes what the `Text` initialiser of the same form shows (`Text+Formats.swift`,
// `Text+Initializers.swift`): the `en_US` locale, dates in UTC, timers as of the virtual time.

extension LocalizedStringKey.StringInterpolation {
    /// A value formatted by a format style whose output is a string [A].
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        text += Text(input, format: format).string
    }

    /// A value formatted by a format style whose output is an attributed string [A]: its
    /// characters.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        text += Text(input, format: format).string
    }

    /// An attributed string's characters [A].
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
        text += String(attributedString.characters)
    }

    /// An object formatted by `formatter`, or its description without one [A].
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
        text += formatter.map { Text(subject, formatter: $0).string } ?? subject.description
    }

    /// A date in a `Text.DateStyle` [A].
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        text += Text(date, style: style).string
    }

    /// A timer over an interval [A], as `Text(timerInterval:…)`.
    public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        text += Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours).string
    }
}
