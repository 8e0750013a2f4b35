/// A property of an `ObservableObject` that announces its changes [A Combine].
///
/// Writing it sends the object's `objectWillChange`, then the new value to `$property`'s
/// subscribers (before the property changes, as Combine's `willSet` publisher), then stores it.
/// Like `@State`, code sees a write at once, while views see it when the update of the write's
/// transaction is applied: inside `withAnimation { model.progress = 1 }` the views that read
/// `progress` animate to 1.
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    /// A published property with an initial value [A].
    public init(wrappedValue: Value) {
        box = PublishedBox(wrappedValue)
    }

    /// A published property with an initial value [A].
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.write(newValue) }
    }

    /// The property's publisher (`$progress`): the current value to each new subscriber, then
    /// every new value [A].
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set {}
    }

    /// The publisher of a `@Published` property [A].
    public struct Publisher: MotionCore.Publisher, IdentifiedPublisher {
        public typealias Output = Value
        public typealias Failure = Never
        let box: PublishedBox<Value>

        public func _subscribe(_ subscription: _Subscription<Value, Never>) {
            subscription.receive(box.latest)
            box.subscriptions.add(subscription)
        }

        var identity: ObjectIdentifier? { ObjectIdentifier(box) }
    }
}

/// `@Published` properties of an object, found by reflection to connect them to the object's
/// `objectWillChange` (see `ObservableObjectPublisher`).
protocol PublishedProperty {
    func connect(to publisher: ObservableObjectPublisher, name: String)
}

extension Published: PublishedProperty {
    func connect(to publisher: ObservableObjectPublisher, name: String) {
        box.objectWillChange = publisher
        box.name = name
    }
}

/// The storage of one `@Published` property: the latest value written (what code reads) and the
/// value of the update being applied (what `body` reads), as `StateBox`.
final class PublishedBox<Value> {
    private(set) var latest: Value
    private var rendered: Value
    /// The owning object's publisher, once someone asked for it.
    weak var objectWillChange: ObservableObjectPublisher?
    /// The property's name in `state` events (`progress`), once known.
    var name: String?
    let subscriptions = SubscriptionList<Value, Never>()
    /// Subscriptions made by `assign(to: &$property)`: they live as long as the property.
    private var kept: [AnyCancellable] = []

    init(_ value: Value) {
        latest = value
        rendered = value
    }

    /// During a walk the value of the update being applied, otherwise the latest written.
    var value: Value {
        (ViewRuntime.current?.walks.isWalking ?? false) ? rendered : latest
    }

    /// Announces the change, stores it, and (in a running view) queues its commit to the views
    /// in the current transaction's update.
    func write(_ newValue: Value) {
        objectWillChange?.send()
        subscriptions.send(newValue)
        latest = newValue
        guard let runtime = ViewRuntime.current, runtime.checkThread("@Published") else {
            rendered = newValue
            return
        }
        runtime.enqueueChange { [weak self, weak runtime] in
            guard let self else { return }
            let changed = !ValueComparison.areEqual(self.rendered, newValue)
            self.rendered = newValue
            if changed, let name = self.name { runtime?.record(.state, property: name, detail: String(describing: newValue)) }
        }
    }

    func keep(_ cancellable: AnyCancellable) {
        kept.append(cancellable)
    }
}
