/// A type that delivers values over time [A Combine].
///
/// MotionCore's Combine has no `Subscriber` protocol and no demand: a subscription receives
/// every value as it is sent, synchronously, on the runtime's thread, so a value sent in a frame
/// is handled in that frame. The calls SwiftUI code makes (`sink`, `assign`, `store(in:)`,
/// `map`, `receive(on:)`, `eraseToAnyPublisher()`, subjects, `Timer.publish`, `@Published`) have
/// Combine's signatures; a publisher of your own (a type conforming to `Publisher`) does not
/// compile, since Combine's `receive(subscriber:)` is not the requirement here.
public protocol Publisher<Output, Failure> {
    /// The values it publishes.
    associatedtype Output
    /// The error it may fail with (`Never`: it cannot fail).
    associatedtype Failure: Error

    /// Starts delivering to `subscription` until it is cancelled or completed (MotionCore's
    /// requirement in place of Combine's `receive(subscriber:)`).
    func _subscribe(_ subscription: _Subscription<Output, Failure>)
}

/// A namespace for the kinds of subscribers and their completion [A Combine].
public enum Subscribers {
    /// How a publisher ended [A Combine].
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// One subscription to a publisher: where its values and its completion go. It ends when
/// cancelled or completed; after that it delivers nothing and drops its closures (which breaks
/// the reference cycles between a publisher and its subscribers).
public final class _Subscription<Input, Failure: Error>: Cancellable {
    private var receiveValue: ((Input) -> Void)?
    private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private var cancelHandlers: [() -> Void] = []

    init(receiveValue: @escaping (Input) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in }) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }

    /// Whether the subscription has ended.
    var isActive: Bool { receiveValue != nil }

    /// Delivers a value (nothing once ended).
    func receive(_ input: Input) {
        receiveValue?(input)
    }

    /// Delivers the completion once, then ends the subscription.
    func receive(completion: Subscribers.Completion<Failure>) {
        guard let handler = receiveCompletion else { return }
        end()
        handler(completion)
    }

    /// Runs `handler` when the subscription ends (a publisher forgets it, an operator cancels
    /// its upstream); at once if it has ended.
    func onEnd(_ handler: @escaping () -> Void) {
        if isActive { cancelHandlers.append(handler) } else { handler() }
    }

    public func cancel() {
        end()
    }

    private func end() {
        guard isActive else { return }
        receiveValue = nil
        receiveCompletion = nil
        let handlers = cancelHandlers
        cancelHandlers = []
        for handler in handlers { handler() }
    }
}

/// The live subscriptions of a publisher that sends to many (subjects, `@Published`, the timer
/// publisher), in subscription order.
final class SubscriptionList<Output, Failure: Error> {
    private var entries: [_Subscription<Output, Failure>] = []
    /// Set once the publisher has completed: later subscribers get it at once.
    private(set) var completion: Subscribers.Completion<Failure>?

    var isEmpty: Bool { entries.isEmpty }

    /// Adds `subscription` (or completes it at once if the publisher has completed).
    func add(_ subscription: _Subscription<Output, Failure>) {
        if let completion {
            subscription.receive(completion: completion)
            return
        }
        entries.append(subscription)
        subscription.onEnd { [weak self, unowned subscription] in
            self?.entries.removeAll { $0 === subscription }
        }
    }

    /// Sends `value` to every subscription live when the send began.
    func send(_ value: Output) {
        for subscription in entries { subscription.receive(value) }
    }

    /// Completes every subscription; later ones complete at once.
    func send(completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let ended = entries
        entries = []
        for subscription in ended { subscription.receive(completion: completion) }
    }
}

/// The identity of a publisher for `onReceive`: a view updated with the same publisher keeps its
/// subscription, one given a new publisher subscribes again (a timer publisher created anew
/// restarts, as in SwiftUI).
enum PublisherIdentity {
    /// A class instance's object identity; a value publisher's upstream identity (`map` of a
    /// timer is that timer), or `nil` for a value publisher without one (`Just`: the same
    /// publisher as long as the view keeps its type).
    static func of<P: Publisher>(_ publisher: P) -> ObjectIdentifier? {
        if let identified = publisher as? any IdentifiedPublisher { return identified.identity }
        if type(of: publisher) is AnyClass { return ObjectIdentifier(publisher as AnyObject) }
        return nil
    }
}

/// A value publisher whose identity is that of the publisher it wraps.
protocol IdentifiedPublisher {
    var identity: ObjectIdentifier? { get }
}
