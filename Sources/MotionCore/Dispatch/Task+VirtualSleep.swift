extension Task where Success == Never, Failure == Never {
    /// Suspends for `duration` of the running view's virtual time (a `.task` body's
    /// `try await Task.sleep(for: .seconds(1))`); outside a running view, for real time.
    ///
    /// MotionCore declares it so that snippets' sleeps follow the virtual clock; Swift prefers it
    /// to the standard library's generic `sleep(for:tolerance:clock:)`.
    public static func sleep(for duration: Duration) async throws {
        let (seconds, attoseconds) = duration.components
        try await virtualSleep(nanoseconds: Double(seconds) * 1e9 + Double(attoseconds) / 1e9)
    }

    /// Suspends for `duration` nanoseconds of the running view's virtual time.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await virtualSleep(nanoseconds: Double(duration))
    }

    fileprivate static func virtualSleep(nanoseconds: Double) async throws {
        guard let runtime = ViewRuntime.current else {
            try await ContinuousClock().sleep(for: .nanoseconds(Int64(min(nanoseconds, Double(Int64.max)))))
            return
        }
        guard runtime.checkThread("Task.sleep") else { throw _Concurrency.CancellationError() }
        try await runtime.sleep(until: (DispatchTime.now() + nanoseconds / 1e9).uptimeNanoseconds)
    }
}

extension Task where Success == Never, Failure == Never {
    /// Suspends until `deadline` of the continuous clock, measured as virtual time
    /// (`try await Task.sleep(until: .now + .seconds(1), clock: .continuous)` waits one second of
    /// the running view's time): the wait is the deadline's distance from the clock's present
    /// instant, taken at the call. Outside a running view, for real time. Swift prefers it to the
    /// standard library's generic `sleep(until:tolerance:clock:)` for the continuous clock.
    public static func sleep(
        until deadline: ContinuousClock.Instant, tolerance: Duration? = nil, clock: ContinuousClock = ContinuousClock()
    ) async throws {
        let remaining = ContinuousClock.now.duration(to: deadline)
        let (seconds, attoseconds) = remaining.components
        try await virtualSleep(nanoseconds: max(0, Double(seconds) * 1e9 + Double(attoseconds) / 1e9))
    }
}
