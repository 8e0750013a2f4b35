/// A namespace for the publishers operators return [A Combine].
public enum Publishers {}

extension Publisher {
    /// Subscribes `downstream` through a relay: `forward` gets each upstream value and passes on
    /// what it wants; the completion passes through; cancelling `downstream` cancels the upstream
    /// subscription. `makeForward` is called once per subscription (its state is per subscriber).
    func relay<Downstream>(
        to downstream: _Subscription<Downstream, Failure>,
        _ makeForward: () -> (Output, _Subscription<Downstream, Failure>) -> Void
    ) {
        let forward = makeForward()
        let upstream = _Subscription<Output, Failure>(
            receiveValue: { [unowned downstream] value in forward(value, downstream) },
            receiveCompletion: { [unowned downstream] completion in downstream.receive(completion: completion) })
        downstream.onEnd { upstream.cancel() }
        _subscribe(upstream)
    }
}

extension Publishers {
    /// Transforms each value [A Combine].
    public struct Map<Upstream: Publisher, Output>: Publisher, IdentifiedPublisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func _subscribe(_ subscription: _Subscription<Output, Failure>) {
            let transform = self.transform
            upstream.relay(to: subscription) { { value, downstream in downstream.receive(transform(value)) } }
        }

        var identity: ObjectIdentifier? { PublisherIdentity.of(upstream) }
    }

    /// Passes on the values that satisfy a predicate [A Combine].
    public struct Filter<Upstream: Publisher>: Publisher, IdentifiedPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func _subscribe(_ subscription: _Subscription<Output, Failure>) {
            let isIncluded = self.isIncluded
            upstream.relay(to: subscription) { { value, downstream in if isIncluded(value) { downstream.receive(value) } } }
        }

        var identity: ObjectIdentifier? { PublisherIdentity.of(upstream) }
    }

    /// Passes on the non-`nil` results of a transform [A Combine].
    public struct CompactMap<Upstream: Publisher, Output>: Publisher, IdentifiedPublisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func _subscribe(_ subscription: _Subscription<Output, Failure>) {
            let transform = self.transform
            upstream.relay(to: subscription) { { value, downstream in if let mapped = transform(value) { downstream.receive(mapped) } } }
        }

        var identity: ObjectIdentifier? { PublisherIdentity.of(upstream) }
    }

    /// Drops a value equal to the one before it [A Combine].
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher, IdentifiedPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func _subscribe(_ subscription: _Subscription<Output, Failure>) {
            let predicate = self.predicate
            upstream.relay(to: subscription) {
                var previous: Output?
                return { value, downstream in
                    if let last = previous, predicate(last, value) { return }
                    previous = value
                    downstream.receive(value)
                }
            }
        }

        var identity: ObjectIdentifier? { PublisherIdentity.of(upstream) }
    }

    /// Accumulates values, sending each partial result [A Combine].
    public struct Scan<Upstream: Publisher, Output>: Publisher, IdentifiedPublisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func _subscribe(_ subscription: _Subscription<Output, Failure>) {
            let (initial, next) = (initialResult, nextPartialResult)
            upstream.relay(to: subscription) {
                var result = initial
                return { value, downstream in
                    result = next(result, value)
                    downstream.receive(result)
                }
            }
        }

        var identity: ObjectIdentifier? { PublisherIdentity.of(upstream) }
    }

    /// Delivers on a scheduler [A Combine]: on the virtual clock every scheduler is the runtime's
    /// one thread, so values pass through at once, in the frame they are sent.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher, IdentifiedPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func _subscribe(_ subscription: _Subscription<Output, Failure>) {
            upstream._subscribe(subscription)
        }

        var identity: ObjectIdentifier? { PublisherIdentity.of(upstream) }
    }
}

extension Publisher {
    /// Transforms each value [A Combine].
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Passes on the values for which `isIncluded` is true [A Combine].
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Passes on the non-`nil` results of `transform` [A Combine].
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// Drops a value for which `predicate(previous, value)` is true [A Combine].
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Sends `nextPartialResult` of the previous result and each value, starting from
    /// `initialResult` [A Combine].
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Delivers on `scheduler` [A Combine]; on the virtual clock, at once (see `ReceiveOn`).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}

extension Publisher where Output: Equatable {
    /// Drops a value equal to the one before it [A Combine].
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}
