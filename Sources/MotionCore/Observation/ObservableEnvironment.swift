import Observation

extension Environment {
    /// Reads the `@Observable` object of type `objectType` an ancestor put in the environment with
    /// `environment(_:)` [A]; reading it when none did stops the program with SwiftUI's message.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        location = EnvironmentLocation { environment in
            guard let object = environment[ObservableEnvironmentKey<Value>.self] else {
                fatalError("No Observable object of type \(Value.self) found. A View.environmentObject(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// Reads the `@Observable` object of type `objectType` in the environment, `nil` when there is
    /// none [A].
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject & Observable {
        location = EnvironmentLocation { $0[ObservableEnvironmentKey<T>.self] }
    }
}

/// The environment's entry for `@Observable` objects of one type.
enum ObservableEnvironmentKey<ObjectType: AnyObject & Observable>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension View {
    /// Puts the `@Observable` `object` in the environment of the view's content, for
    /// `@Environment(Model.self)` [A].
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentWriter { $0[ObservableEnvironmentKey<T>.self] = object })
    }
}
