import Foundation

extension Text {
    /// An attributed string's characters [A]; its attributes (fonts, colours, links) are not
    /// drawn.
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }

    /// A value formatted by a format style whose output is an attributed string [A]: its
    /// characters, in the `en_US` locale as `Text(_:format:)` with a string output.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        self.init(format.locale(Text.traceLocale).format(input))
    }

    /// A value shown with a Foundation `Formatter` [A]: `formatter.string(for:)`, in the
    /// formatter's own locale; empty when the formatter gives nothing.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// A timer over `timerInterval` [A]: the time left until its end (`countsDown`) or gone since
    /// its start, at `pauseTime` when given, else at the virtual time the text is created, kept
    /// within the interval; `m:ss`, or `h:mm:ss` from an hour on (with `showsHours: false`, the
    /// minutes run past 59). As `Text(_:style: .timer)`, it does not update itself between
    /// evaluations of its view.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let now = pauseTime ?? Date(timeIntervalSinceReferenceDate: ViewRuntime.current?.time ?? 0)
        let length = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
        let shown = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
        let seconds = Int(min(max(shown, 0), length).rounded())
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        self.init(verbatim: showsHours && hours > 0
            ? String(format: "%d:%02d:%02d", hours, minutes, rest)
            : String(format: "%d:%02d", seconds / 60, rest))
    }
}
