import Foundation

/// Environment values the system sets, the same on every device (`Device/` has those that
/// differ): an app in the foreground, in US English, left to right, in UTC (so traces are the
/// same on every machine, as `Text`'s formats, "Shapes, styles and drawing").
extension EnvironmentValues {
    /// Whether the scene is in the foreground [A]: always `.active` (the app never leaves it).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The locale of the views [A]: `en_US` unless a view sets another.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar of the views [A]: Gregorian, in `en_US` and UTC, unless a view sets another.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone of the views [A]: UTC unless a view sets another.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The direction of the views' layout [A]: `.leftToRight` unless a view sets it; layout is
    /// always left to right (a `.rightToLeft` value is read by your views only).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Whether the views are being edited [A]: nil unless a view sets a binding (`EditButton`
    /// does not change it: editing is not simulated).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// The least height of a list's rows [A]: 44 points (iOS's) unless a view sets it; lists
    /// lay their rows out at least 44 points high whatever it says ("Layout").
    public var defaultMinListRowHeight: CGFloat {
        get { self[MinListRowHeightKey.self] }
        set { self[MinListRowHeightKey.self] = newValue }
    }
}

/// Whether a scene is in the foreground [A].
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

/// The direction of a layout [A].
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// Whether a view is being edited [A].
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// Whether editing is on (`.active` or `.transient`) [A].
    public var isEditing: Bool { self != .inactive }
}

private enum ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

private enum LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale(identifier: "en_US") }
}

private enum TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone(identifier: "UTC")! }
}

private enum CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = LocaleKey.defaultValue
        calendar.timeZone = TimeZoneKey.defaultValue
        return calendar
    }
}

private enum LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

private enum EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

private enum MinListRowHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat { 44 }
}
