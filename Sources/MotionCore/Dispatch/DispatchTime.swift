/// A point in time on the virtual clock, in nanoseconds since the view was mounted [A Dispatch].
///
/// MotionCore declares its own `DispatchQueue`, `DispatchTime` and `DispatchTimeInterval` so that
/// a snippet's `DispatchQueue.main.asyncAfter(deadline: .now() + 2)` runs at t = 2 s of virtual
/// time. The `SwiftUI` module of snippet builds does not re-export Dispatch, so these are the
/// ones snippets see; a snippet that also writes `import Foundation` sees both, and MotionCore's
/// win (a module's declarations shadow those of the modules it imports).
public struct DispatchTime: Comparable, Hashable, Sendable {
    /// Nanoseconds since the mount.
    public let uptimeNanoseconds: UInt64

    public init(uptimeNanoseconds: UInt64) {
        self.uptimeNanoseconds = uptimeNanoseconds
    }

    /// The current frame's time (0 outside a running view).
    public static func now() -> DispatchTime {
        DispatchTime(uptimeNanoseconds: ViewRuntime.current?.nanoseconds ?? 0)
    }

    /// A time that never comes.
    public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)

    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool {
        lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
    }

    /// `time` plus `seconds`, rounded to nanoseconds.
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        time.adding(nanoseconds: (seconds * 1e9).rounded())
    }

    /// `time` minus `seconds`.
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
        time.adding(nanoseconds: -(seconds * 1e9).rounded())
    }

    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        time.adding(nanoseconds: interval.nanoseconds)
    }

    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        time.adding(nanoseconds: -interval.nanoseconds)
    }

    private func adding(nanoseconds delta: Double) -> DispatchTime {
        guard uptimeNanoseconds != .max, delta.isFinite else { return .distantFuture }
        let result = Double(uptimeNanoseconds) + delta
        return DispatchTime(uptimeNanoseconds: result <= 0 ? 0 : (result >= Double(UInt64.max) ? .max : UInt64(result)))
    }
}

/// A time interval [A Dispatch].
public enum DispatchTimeInterval: Equatable, Sendable {
    case seconds(Int)
    case milliseconds(Int)
    case microseconds(Int)
    case nanoseconds(Int)
    case never

    var nanoseconds: Double {
        switch self {
        case .seconds(let value): Double(value) * 1e9
        case .milliseconds(let value): Double(value) * 1e6
        case .microseconds(let value): Double(value) * 1e3
        case .nanoseconds(let value): Double(value)
        case .never: .infinity
        }
    }
}
