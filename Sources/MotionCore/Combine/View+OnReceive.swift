extension View {
    /// Runs `action` with each value `publisher` sends while the view lives [A]: a value sent in
    /// a frame (a timer's fire, a subject's `send` from an action) is handled in that frame, one
    /// sent while views are evaluated (a `@Published` publisher's current value at
    /// subscription) right after that update. The view keeps its subscription while it is given
    /// the same publisher (the same object, or a value publisher built on it); a new publisher
    /// (a timer publisher created anew by a parent's `body`) is subscribed afresh.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(ReceiveModifier(receiver: PublisherReceiver(publisher: publisher, action: action)))
    }
}

/// `onReceive`: a transparent node whose storage holds the subscription.
struct ReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let receiver: PublisherReceiver<P>

    func body(content: Content) -> some View {
        content
    }
}

/// The publisher and action of an `onReceive`, connected to its node's subscription when the
/// node is evaluated.
struct PublisherReceiver<P: Publisher>: RuntimeInstallable where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        let identity = PublisherIdentity.of(publisher)
        if let existing = node.slots[label] as? ReceiveSubscription<P.Output>, existing.identity == identity {
            existing.action = action
            return
        }
        (node.slots[label] as? ReceiveSubscription<P.Output>)?.subscription?.cancel()
        let created = ReceiveSubscription<P.Output>(identity: identity, action: action, node: node, runtime: runtime)
        node.slots[label] = created
        created.subscribe(to: publisher)
    }
}

/// A node's subscription of `onReceive`: it runs the latest action given, and ends with the
/// node.
final class ReceiveSubscription<Output> {
    let identity: ObjectIdentifier?
    var action: (Output) -> Void
    private(set) var subscription: _Subscription<Output, Never>?
    private weak var node: ViewNode?
    private weak var runtime: ViewRuntime?

    init(identity: ObjectIdentifier?, action: @escaping (Output) -> Void, node: ViewNode, runtime: ViewRuntime) {
        self.identity = identity
        self.action = action
        self.node = node
        self.runtime = runtime
    }

    deinit {
        subscription?.cancel()
    }

    func subscribe<P: Publisher>(to publisher: P) where P.Output == Output, P.Failure == Never {
        let subscription = _Subscription<Output, Never>(receiveValue: { [weak self] value in self?.deliver(value) })
        self.subscription = subscription
        publisher._subscribe(subscription)
    }

    private func deliver(_ value: Output) {
        guard let node, node.isAlive, let runtime else {
            subscription?.cancel()
            return
        }
        guard runtime.checkThread("onReceive") else { return }
        if runtime.walks.isWalking {
            runtime.queue.postActions.append { [weak self] in self?.action(value) }
        } else {
            action(value)
        }
    }
}
