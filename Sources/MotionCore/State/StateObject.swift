/// An `ObservableObject` a view owns [A]: created the first time the view appears (the
/// initial-value expression runs then, once) and kept for as long as the view keeps its
/// identity; its changes update the view (see `ObservableObject`).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, RuntimeInstallable {
    let location: StateObjectLocation<ObjectType>

    /// A state object made by `thunk` when the view first appears [A].
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = StateObjectLocation(thunk)
    }

    public var wrappedValue: ObjectType { location.object }

    /// Bindings to the object's properties (`$model.progress`) [A].
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: location.object)
    }

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        location.install(label: label, in: node, runtime: runtime, environment: environment)
    }
}

/// Where a state object lives: the node's object once installed; before that (the view's own
/// initialiser) an object made for this view value alone.
final class StateObjectLocation<ObjectType: ObservableObject>: RuntimeInstallable {
    private let thunk: () -> ObjectType
    private var installed: ObjectType?

    init(_ thunk: @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    var object: ObjectType {
        if let installed { return installed }
        let made = thunk()
        installed = made
        return made
    }

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        if let existing = node.slots[label] as? ObjectObservation<ObjectType> {
            installed = existing.object
        } else {
            let made = object
            node.slots[label] = ObjectObservation(made, runtime: runtime)
        }
    }
}
