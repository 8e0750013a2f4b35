/// A publisher you send values through [A Combine].
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscribers.
    func send(_ value: Output)
    /// Sends the completion to the subscribers; later values are ignored.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends `()` [A Combine].
    public func send() {
        send(())
    }
}

/// A subject that passes each value to the subscribers it has when the value is sent [A Combine].
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscriptions = SubscriptionList<Output, Failure>()

    public init() {}

    public func send(_ value: Output) {
        subscriptions.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        subscriptions.send(completion: completion)
    }

    public func _subscribe(_ subscription: _Subscription<Output, Failure>) {
        subscriptions.add(subscription)
    }
}

/// A subject that holds a current value, sends it to each new subscriber, and sends every new
/// value [A Combine].
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscriptions = SubscriptionList<Output, Failure>()

    /// The current value; setting it sends it [A Combine].
    public var value: Output {
        didSet { subscriptions.send(value) }
    }

    public init(_ value: Output) {
        self.value = value
    }

    public func send(_ value: Output) {
        self.value = value
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        subscriptions.send(completion: completion)
    }

    public func _subscribe(_ subscription: _Subscription<Output, Failure>) {
        if subscriptions.completion == nil { subscription.receive(value) }
        subscriptions.add(subscription)
    }
}
