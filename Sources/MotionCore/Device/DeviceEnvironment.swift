import Foundation

/// A size class: how much room a dimension of the interface has [A `UserInterfaceSizeClass`].
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    case compact
    case regular
}

/// The direction text and horizontal layout run in [A `LayoutDirection`].
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}

/// The environment values that read the device the scenario runs on [A]. The harness sets the
/// size classes, `displayScale` and `dynamicTypeSize` from the device at the root; a view may
/// set any of them for its content (`.environment(\.dynamicTypeSize, .xxxLarge)`). Without a
/// device (an `EnvironmentValues()` of your own) they are SwiftUI's defaults: no size class, a
/// scale of 1, `.large`.
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

    /// The layout direction, left to right unless a view sets it [A]. MotionCore lays out left
    /// to right whatever it says.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The locale views format with: `en_US` unless a view sets it [A]; fixed, not the
    /// machine's, so that traces do not depend on where they run [GUESS: the Simulator's default
    /// region].
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar: Gregorian, in the default locale and time zone, unless a view sets it [A];
    /// fixed for the same reason.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone: GMT, the one `Text` formats dates in, unless a view sets it [A]; fixed
    /// for the same reason.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
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

private enum LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

private enum LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale(identifier: "en_US") }
}

private enum TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone(identifier: "GMT") ?? TimeZone(secondsFromGMT: 0)! }
}

private enum CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = LocaleKey.defaultValue
        calendar.timeZone = TimeZoneKey.defaultValue
        return calendar
    }
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
