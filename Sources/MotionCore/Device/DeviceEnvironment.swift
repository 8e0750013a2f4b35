import Foundation

/// A size class: how much room a dimension of the interface has [A `UserInterfaceSizeClass`].
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    case compact
    case regular
}

/// The environment values that read the device the scenario runs on [A]. The harness sets the
/// size classes, `displayScale` and `dynamicTypeSize` from the device at the root; a view may
/// set any of them for its content (`.environment(\.dynamicTypeSize, .xxxLarge)`). Without a
/// device (an `EnvironmentValues()` of your own) they are SwiftUI's defaults: no size class, a
/// scale of 1, `.large`. The system's other values (`layoutDirection`, `locale`, `calendar`,
/// `timeZone`) are those of `State/SystemEnvironment.swift`.
extension EnvironmentValues {
    /// The horizontal size class; nil when not known [A].
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class; nil when not known [A].
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Pixels per point of the display [A].
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The length of one pixel, points: 1 / `displayScale` [A].
    public var pixelLength: CGFloat { 1 / displayScale }

    /// The size of text a person chose [A].
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The same setting as `dynamicTypeSize` under its older type [A, deprecated]: reading it
    /// reads `dynamicTypeSize`, setting it sets `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}

private enum HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { nil }
}

private enum VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { nil }
}

private enum DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

private enum DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

extension View {
    /// Sets the text size of the view's content [A].
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the text size of the view's content within `range` [A]: a size outside it is
    /// replaced by the nearest size in it.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let smallest = allowed.first, let largest = allowed.last else { return }
            size = min(max(size, smallest), largest)
        }
    }

    /// Changes an environment value for the view's content with `transform` [A].
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentWriter { transform(&$0[keyPath: keyPath]) })
    }
}
