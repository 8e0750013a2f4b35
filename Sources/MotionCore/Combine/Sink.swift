extension Publisher {
    /// Subscribes with closures for the values and the completion; the subscription lives as
    /// long as the returned cancellable [A Combine].
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let subscription = _Subscription<Output, Failure>(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        _subscribe(subscription)
        return AnyCancellable(subscription)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for the values [A Combine].
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Writes every value to `object[keyPath: keyPath]` [A Combine].
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }

    /// Writes every value to the `@Published` property whose publisher is `published` (`&$value`);
    /// the subscription lives as long as the property's storage [A Combine].
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        let subscription = _Subscription<Output, Never>(receiveValue: { [weak box] in box?.write($0) })
        box.keep(AnyCancellable(subscription))
        _subscribe(subscription)
    }
}
