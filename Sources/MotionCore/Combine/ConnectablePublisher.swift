/// A publisher that starts sending when it is connected [A Combine] (the timer publisher).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts sending; cancel the result to stop [A Combine].
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// A publisher that connects this one when it gets its first subscriber and disconnects it
    /// when the last one cancels [A Combine].
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(self)
    }
}

extension Publishers {
    /// Connects its upstream while it has subscribers [A Combine].
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher it connects.
        public final let upstream: Upstream
        private var subscribers = 0
        private var connection: (any Cancellable)?

        public init(_ upstream: Upstream) {
            self.upstream = upstream
        }

        public func _subscribe(_ subscription: _Subscription<Output, Failure>) {
            subscribers += 1
            subscription.onEnd { [weak self] in
                guard let self else { return }
                self.subscribers -= 1
                if self.subscribers == 0 {
                    self.connection?.cancel()
                    self.connection = nil
                }
            }
            upstream._subscribe(subscription)
            if connection == nil, subscription.isActive { connection = upstream.connect() }
        }
    }
}
