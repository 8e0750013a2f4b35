/// A publisher that sends one value to each subscriber, then finishes [A Combine].
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The value it sends.
    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }

    public func _subscribe(_ subscription: _Subscription<Output, Never>) {
        subscription.receive(output)
        subscription.receive(completion: .finished)
    }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}
