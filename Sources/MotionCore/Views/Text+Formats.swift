import Foundation

extension Text {
    /// A value shown with a Foundation format style [A]: `Text(score, format: .number)`,
    /// `.percent`, `.number.precision(.fractionLength(1))`, date formats. The style is applied in
    /// the `en_US` locale (SwiftUI uses the environment's; a fixed one keeps traces the same on
    /// every machine).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.locale(Text.traceLocale).format(input))
    }

    /// A date shown in a style that the system keeps current [A]: `.time` (`3:07 PM`), `.date`
    /// (`January 1, 2001`), `.relative` (`2 min, 5 sec`), `.offset` (`+2 minutes`), `.timer`
    /// (`2:05`). Dates are shown in UTC, `en_US`; the relative styles count from the virtual clock
    /// (`Date(timeIntervalSinceReferenceDate: 0)` when the view mounts), as of the text's creation:
    /// the text does not update itself between evaluations of its view.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.string(for: date, now: Date(timeIntervalSinceReferenceDate: ViewRuntime.current?.time ?? 0)))
    }

    /// How `Text(_:style:)` shows a date [A].
    public struct DateStyle: Equatable, Sendable {
        let name: String
        public static let time = DateStyle(name: "time")
        public static let date = DateStyle(name: "date")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")

        /// The text of `date` in this style at the instant `now`.
        func string(for date: Date, now: Date) -> String {
            let seconds = Int(date.timeIntervalSince(now).rounded())
            let magnitude = abs(seconds)
            let (hours, minutes, rest) = (magnitude / 3600, magnitude / 60 % 60, magnitude % 60)
            switch name {
            case "time", "date":
                let formatter = DateFormatter()
                formatter.locale = Text.traceLocale
                formatter.timeZone = TimeZone(identifier: "UTC")
                formatter.dateStyle = name == "date" ? .long : .none
                formatter.timeStyle = name == "time" ? .short : .none
                return formatter.string(from: date)
            case "timer":
                return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
            case "offset":
                let unit = hours > 0 ? (hours, "hour") : minutes > 0 ? (minutes, "minute") : (rest, "second")
                return "\(seconds < 0 ? "-" : "+")\(unit.0) \(unit.1)\(unit.0 == 1 ? "" : "s")"
            default:
                let parts = hours > 0 ? ["\(hours) hr", "\(minutes) min"] : minutes > 0 ? ["\(minutes) min", "\(rest) sec"] : ["\(rest) sec"]
                return parts.joined(separator: ", ")
            }
        }
    }

    /// The locale formats are applied in.
    static let traceLocale = Locale(identifier: "en_US")
}
