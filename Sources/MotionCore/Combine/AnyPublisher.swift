/// A type-erased publisher [A Combine].
public struct AnyPublisher<Output, Failure: Error>: Publisher, IdentifiedPublisher {
    private let subscribe: (_Subscription<Output, Failure>) -> Void
    let identity: ObjectIdentifier?

    /// Wraps `publisher` [A Combine].
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = publisher._subscribe
        identity = PublisherIdentity.of(publisher)
    }

    public func _subscribe(_ subscription: _Subscription<Output, Failure>) {
        subscribe(subscription)
    }
}

extension Publisher {
    /// The publisher as an `AnyPublisher` [A Combine].
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}
