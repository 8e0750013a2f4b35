/// An `ObservableObject` a view is given [A]: its changes update the view; `$model.property` is a
/// binding to one of its properties.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, RuntimeInstallable {
    /// Bindings to the properties of an observed object [A].
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to `object[keyPath: keyPath]` [A].
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            objectBinding(object, keyPath)
        }
    }

    public var wrappedValue: ObjectType

    /// Observes `wrappedValue` [A].
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue` [A].
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: Wrapper {
        Wrapper(object: wrappedValue)
    }

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        ObjectObservation.install(wrappedValue, label: label, in: node, runtime: runtime)
    }
}
