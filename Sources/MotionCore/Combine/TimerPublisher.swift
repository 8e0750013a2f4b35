import Foundation

extension Timer {
    /// A publisher that sends the virtual clock's date every `interval` seconds once connected
    /// [A Foundation]: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`. The run
    /// loop, mode, tolerance and options are accepted and not used.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A connectable publisher of a repeating timer's fire dates [A Foundation].
    ///
    /// `connect()` schedules a repeating `Timer` on the running view's clock, first firing
    /// `interval` seconds later; each fire sends `VirtualClock.now` (the date of the frame it
    /// fires in) to the subscribers. Cancelling the connection invalidates the timer.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let subscriptions = SubscriptionList<Date, Never>()
        private var timer: Timer?

        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Starts the timer (once: while connected, another `connect()` returns a cancellable for
        /// the same timer) [A].
        public func connect() -> any Cancellable {
            if timer == nil || timer?.isValid == false {
                timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] _ in
                    self?.subscriptions.send(VirtualClock.now)
                }
            }
            let connected = timer
            return AnyCancellable { [weak self] in
                connected?.invalidate()
                if self?.timer === connected { self?.timer = nil }
            }
        }

        public func _subscribe(_ subscription: _Subscription<Date, Never>) {
            subscriptions.add(subscription)
        }
    }
}
