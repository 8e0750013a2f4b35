/// A view's subscription to an `ObservableObject`'s `objectWillChange`, kept on its node under
/// the property's label: each announced change queues an update (with the transaction of the
/// code that made it, as a `@State` write does), so an object that calls `objectWillChange.send()`
/// itself updates its views too. The subscription ends with the node.
final class ObjectObservation<ObjectType: ObservableObject> {
    private(set) var object: ObjectType
    private var subscription: AnyCancellable?

    init(_ object: ObjectType, runtime: ViewRuntime) {
        self.object = object
        observe(runtime: runtime)
    }

    /// Follows `object` instead, when it is another one.
    func follow(_ object: ObjectType, runtime: ViewRuntime) {
        guard object !== self.object else { return }
        self.object = object
        observe(runtime: runtime)
    }

    private func observe(runtime: ViewRuntime) {
        subscription = object.objectWillChange.sink { [weak runtime] _ in
            guard let runtime, runtime.checkThread("ObservableObject") else { return }
            runtime.enqueueChange {}
        }
    }

    /// The observation of `object` under `label` on `node`: the existing one (following `object`)
    /// or a new one.
    static func install(_ object: ObjectType, label: String, in node: ViewNode, runtime: ViewRuntime) {
        if let existing = node.slots[label] as? ObjectObservation<ObjectType> {
            existing.follow(object, runtime: runtime)
        } else {
            node.slots[label] = ObjectObservation(object, runtime: runtime)
        }
    }
}

/// A binding to a property of an object: reads it, and writes it with the binding's transaction.
func objectBinding<Root: AnyObject, Subject>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Subject>) -> Binding<Subject> {
    Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
}
