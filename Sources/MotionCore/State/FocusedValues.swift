import Observation

/// A key of a value the focused view publishes [A] (`focusedValue(_:_:)` in SwiftUI).
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values the focused view and its ancestors publish [A]. MotionCore has no focus engine
/// (no view ever has focus, "Modifiers"), so nothing is published while a scenario runs: every
/// key reads nil, as SwiftUI's does when no focused view publishes it. A collection made in code
/// keeps what is set in it.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value under `key`, nil when none is published [A].
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// What the running scene publishes: nothing (no view has focus).
    static var published: FocusedValues { FocusedValues() }
}

/// A value the focused view publishes [A]: nil while a scenario runs (no view has focus).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Value?>

    /// The value under `keyPath` of the focused values [A].
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value? { FocusedValues.published[keyPath: keyPath] }
}

/// A binding the focused view publishes [A]: nil while a scenario runs (no view has focus), so
/// a write goes nowhere.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>

    /// The binding under `keyPath` of the focused values [A].
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value? {
        get { FocusedValues.published[keyPath: keyPath]?.wrappedValue }
        nonmutating set {
            if let newValue, let binding = FocusedValues.published[keyPath: keyPath] { binding.wrappedValue = newValue }
        }
    }

    /// A binding to the published binding's value, nil when there is none [A].
    public var projectedValue: Binding<Value?> {
        let keyPath = keyPath
        return Binding(
            get: { FocusedValues.published[keyPath: keyPath]?.wrappedValue },
            set: { value in
                if let value, let binding = FocusedValues.published[keyPath: keyPath] { binding.wrappedValue = value }
            })
    }
}

/// An observable object the focused view publishes (`focusedObject(_:)`) [A]: nil while a
/// scenario runs (no view has focus; `focusedObject` is recorded).
@MainActor @propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the published object's properties [A].
    @MainActor @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to `object[keyPath: keyPath]` [A].
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            objectBinding(object, keyPath)
        }
    }

    /// The focused object of type `ObjectType` [A].
    public init() {}

    public var wrappedValue: ObjectType? { nil }

    public var projectedValue: Wrapper? { wrappedValue.map(Wrapper.init(object:)) }
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
