import Observation

/// Bindings to the properties of an `@Observable` object [A SwiftUI `Bindable`]: `@Bindable var
/// model` in a view, or `@Bindable var model = model` inside a `body`, then `$model.progress` is
/// a `Binding` that reads the property and writes it with the binding's transaction (so
/// `$model.progress.animation()` animates the views that read it).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object [A].
    public var wrappedValue: Value

    /// Bindings to `wrappedValue`'s properties [A].
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to `wrappedValue`'s properties [A].
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// The same bindings as `projectedValue` [A].
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    public var projectedValue: Bindable<Value> { self }

    /// A binding to `wrappedValue[keyPath: keyPath]` [A].
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        objectBinding(wrappedValue, keyPath)
    }
}

extension Bindable: DynamicProperty {}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

/// `Sendable` when the object is.
extension Bindable: Sendable where Value: Sendable {}
