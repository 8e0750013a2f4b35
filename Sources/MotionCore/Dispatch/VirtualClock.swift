import Foundation

/// The date on the virtual clock: what `Date()` and `Date.now` mean in a snippet.
///
/// The clock starts at ``epoch``, Foundation's reference date (2001-01-01 00:00:00 UTC), when
/// the view is mounted, and advances with the running view's virtual time, one frame at a time:
/// at frame k, `now` is `Date(timeIntervalSinceReferenceDate: k / fps)`. The same dates are
/// given to `TimelineView` content and to `DragGesture.Value.time`, so a start date taken with
/// `Date()` and a timeline's `context.date` share one clock, and
/// `timeIntervalSinceReferenceDate` is the virtual time in seconds exactly (no large offset
/// rounding differences of dates). Outside a running view it is the epoch.
public enum VirtualClock {
    /// The date at t = 0: 2001-01-01 00:00:00 UTC (`Date(timeIntervalSinceReferenceDate: 0)`).
    public static let epoch = Date(timeIntervalSinceReferenceDate: 0)

    /// The current frame's date; the epoch outside a running view.
    public static var now: Date {
        date(atSeconds: ViewRuntime.current?.time ?? 0)
    }

    /// The date `seconds` of virtual time after the mount.
    static func date(atSeconds seconds: Double) -> Date {
        Date(timeIntervalSinceReferenceDate: epoch.timeIntervalSinceReferenceDate + seconds)
    }

    /// The date of a virtual-clock deadline in nanoseconds (a `DispatchTime`, a timer's fire date).
    static func date(atNanoseconds nanoseconds: UInt64) -> Date {
        date(atSeconds: Double(nanoseconds) / 1e9)
    }

    /// The deadline in nanoseconds of `date` (0 for dates before the epoch).
    static func nanoseconds(of date: Date) -> UInt64 {
        let seconds = date.timeIntervalSince(epoch)
        guard seconds > 0 else { return 0 }
        return seconds * 1e9 >= Double(UInt64.max) ? .max : UInt64((seconds * 1e9).rounded())
    }
}
