/// An `ObservableObject` an ancestor put in the environment with `environmentObject(_:)` [A]: its
/// changes update the view; reading it when no ancestor provides one stops the program with
/// SwiftUI's message.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, RuntimeInstallable {
    /// Bindings to the properties of the object (`$model.progress`) [A]; the same as
    /// `ObservedObject`'s.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    let location = EnvironmentObjectLocation<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType { location.object }

    public var projectedValue: Wrapper {
        Wrapper(object: location.object)
    }

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        location.install(label: label, in: node, runtime: runtime, environment: environment)
    }
}

/// The environment's object of one type, found when the view is evaluated.
final class EnvironmentObjectLocation<ObjectType: ObservableObject>: RuntimeInstallable {
    private var found: ObjectType?

    var object: ObjectType {
        guard let found else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return found
    }

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        found = environment[EnvironmentObjectKey<ObjectType>.self]
        if let found { ObjectObservation.install(found, label: label, in: node, runtime: runtime) }
    }
}

/// The environment's entry for objects of one type.
enum EnvironmentObjectKey<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension View {
    /// Puts `object` in the environment of the view's content, for `@EnvironmentObject` [A].
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentWriter { $0[EnvironmentObjectKey<T>.self] = object })
    }
}
