/// A key for a value in `EnvironmentValues` [A].
public protocol EnvironmentKey {
    associatedtype Value
    /// The value when none was set [A].
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree [A]: MotionCore knows `accessibilityReduceMotion` and
/// `colorScheme` (set by the harness), `isEnabled` and your own keys.
public struct EnvironmentValues: CustomStringConvertible {
    private var storage = EnvironmentStorage()

    public init() {}

    /// The value under `key`, or its default [A]. (Unwrapped before the cast: a missing value cast
    /// to an optional `K.Value` would be a stored nil, hiding a default that is not nil.)
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let stored = storage.values[ObjectIdentifier(key)], let value = stored as? K.Value else { return K.defaultValue }
            return value
        }
        set { storage.values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether the person asked to reduce motion [A]. Read-only for views, as in SwiftUI; the
    /// harness sets it (`TraceScenario.reduceMotion`).
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
    }

    /// Sets `accessibilityReduceMotion` (the harness's switch).
    @_spi(Runtime)
    public mutating func setAccessibilityReduceMotion(_ value: Bool) {
        self[ReduceMotionKey.self] = value
    }

    /// The colour scheme; `.light` unless the scenario asks for `.dark` (the harness sets it at
    /// the root, `TraceScenario.colorScheme`) or a view sets it [A].
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Whether controls are enabled [A].
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The default font of texts and symbols below (`.font(_:)` sets it) [A].
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// How content changes of texts and symbols are shown; `.opacity` unless set [GUESS].
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    public var description: String { "EnvironmentValues" }
}

/// Light or dark appearance [A].
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark
}

/// The storage of environment values (`@unchecked Sendable`: values of custom keys need not be
/// `Sendable`, and the runtime touches environments on its own thread only).
private struct EnvironmentStorage: @unchecked Sendable {
    var values: [ObjectIdentifier: Any] = [:]
}

private enum ReduceMotionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .opacity }
}

private enum FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

private enum ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

private enum IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}
