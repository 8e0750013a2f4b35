import Observation

/// A key of a value the focused view publishes to its scene [A].
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values views with focus publish, read with `@FocusedValue` [A]. No view has focus here
/// (focus is not simulated), so nothing is ever published: every key reads nil.
public struct FocusedValues {
    public init() {}

    /// The value of `key` [A]: nil, as no view has focus.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }
}

/// Publishing values for the focused view [A]: recorded on the view with the type of the value
/// (`focusedValue(Int)`), never read back, since focus is not simulated.
extension View {
    /// Publishes `value` under `keyPath` while the view or something inside has focus [A].
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        styled("focusedValue(\(Value.self))")
    }

    /// Publishes `value` under `keyPath` while the view's scene has focus [A].
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        styled("focusedSceneValue(\(T.self))")
    }

    /// Publishes an observable object, read by its type, while the view has focus [A].
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        styled("focusedValue(\(T.self))")
    }

    /// Publishes an observable object, read by its type, while the scene has focus [A].
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        styled("focusedSceneValue(\(T.self))")
    }
}
