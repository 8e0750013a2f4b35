import Foundation
import MotionAnimation

/// Modifiers for what an iPhone snippet has no counterpart of here: windows and scenes, the find
/// bar, pointer hover, hardware keyboards, picker wheels, system gestures at the screen's edges,
/// the tab bar's placement, the sizes of buttons in a group. Each is recorded on the view it
/// lands on; none changes what is drawn.
extension View {
    /// Whether clicks that activate the window reach the view too [A] (macOS); recorded.
    public func allowsWindowActivationEvents(_ value: Bool? = true) -> some View {
        styled("allowsWindowActivationEvents(\(value.map { "\($0)" } ?? "nil"))")
    }

    /// Which external events (URLs, user activities) the scene prefers and allows [A]; recorded.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        styled("handlesExternalEvents(preferring: \(preferring.sorted()), allowing: \(allowing.sorted()))")
    }

    /// The store `@AppStorage` inside reads [A]; recorded.
    public func defaultAppStorage(_ store: UserDefaults) -> some View { styled("defaultAppStorage") }

    /// Whether screenshots and recordings leave the view out [A]; recorded.
    public func contentCaptureProtected(_ isActive: Bool = true) -> some View { styled("contentCaptureProtected(\(isActive))") }

    /// Whether a widget shows the view as out of date while it updates [A]; recorded.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { styled("invalidatableContent(\(invalidatable))") }

    /// A tag for the system's tracking of interaction activity [A]; recorded.
    public func interactionActivityTrackingTag(_ tag: String) -> some View {
        styled("interactionActivityTrackingTag(\(Text.quoted(tag)))")
    }

    /// Whether the find bar is off for text views inside [A]; recorded (there is no find bar).
    public func findDisabled(_ isDisabled: Bool = true) -> some View { styled("findDisabled(\(isDisabled))") }

    /// Shows the find bar of a text view inside while `isPresented` [A]: `presentation` events
    /// (`findNavigator "" presented`), as a dialog; nothing is searched.
    public func findNavigator(isPresented: Binding<Bool>) -> some View {
        modifier(DialogModifier(kind: "findNavigator", title: "", isPresented: isPresented.wrappedValue))
    }

    /// Lays radio-group pickers inside out in a row [A] (macOS); recorded.
    public func horizontalRadioGroupLayout() -> some View { styled("horizontalRadioGroupLayout()") }

    /// The height of a wheel picker's rows, points [A] (watchOS); recorded.
    public func defaultWheelPickerItemHeight(_ height: CGFloat) -> some View {
        styled("defaultWheelPickerItemHeight(\(describe(Double(height))))")
    }

    /// The screen edges where the system's gestures wait for the view's first [A]; recorded
    /// (there are no system gestures).
    public func defersSystemGestures(on edges: Edge.Set) -> some View { styled("defersSystemGestures(on: \(Edge.allCases.filter { edges.contains(Edge.Set($0)) }.map { ".\($0)" }))") }

    /// A hardware keyboard shortcut with how it is localized [A]; recorded as
    /// `keyboardShortcut(_:modifiers:)` is, with the localization.
    public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
    ) -> some View {
        keyboardShortcut(key, modifiers: modifiers).styled("keyboardShortcutLocalization(.\(localization.name))")
    }

    /// The hover effect of views inside that have none of their own [A]; recorded (there is no
    /// pointer on iPhone).
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View {
        styled("defaultHoverEffect(\(effect.map { ".\($0.name)" } ?? "nil"))")
    }

    /// Whether hover effects inside are off [A]; recorded.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { styled("hoverEffectDisabled(\(disabled))") }

    /// Makes the view a group whose hover effects activate together [A]; recorded.
    public func hoverEffectGroup() -> some View { styled("hoverEffectGroup()") }

    /// Adds `group` to the hover effects inside (nil: no group) [A] (visionOS); recorded.
    public func hoverEffectGroup(_ group: HoverEffectGroup?) -> some View {
        styled("hoverEffectGroup(\(group.map { "behavior: .\($0.behavior.name)" } ?? "nil"))")
    }

    /// Adds a group made of `id` in `namespace` to the hover effects inside [A] (visionOS);
    /// recorded.
    public func hoverEffectGroup(id: String? = nil, in namespace: Namespace.ID, behavior: HoverEffectGroup.Behavior = .activatesGroup) -> some View {
        hoverEffectGroup(HoverEffectGroup(id: id, in: namespace, behavior: behavior))
    }

    /// Makes the view the virtual camera of a Persona stream [A] (visionOS); recorded.
    public func cameraAnchor(isActive: Bool = true) -> some View { styled("cameraAnchor(isActive: \(isActive))") }

    /// How buttons inside size themselves [A]; recorded (a button is laid out as its label).
    public func buttonSizing(_ sizing: ButtonSizing) -> some View { styled("buttonSizing(.\(sizing.name))") }

    /// Whether tables and lists inside alternate their rows' backgrounds [A] (macOS); recorded.
    public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> some View {
        styled("alternatingRowBackgrounds(.\(behavior.name))")
    }

    /// Where an adaptable tab view puts its tabs by default [A] (iPadOS); recorded.
    public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic) -> some View {
        styled("defaultAdaptableTabBarPlacement(.\(defaultPlacement.name))")
    }
}

extension KeyboardShortcut {
    /// How a shortcut's key is adapted to the keyboard's layout [A].
    public struct Localization: Sendable {
        let name: String
        /// Remapped to the layout, and mirrored in right-to-left languages [A].
        public static let automatic = Localization(name: "automatic")
        /// Remapped, but never mirrored [A].
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// Never remapped [A].
        public static let custom = Localization(name: "custom")
    }
}

/// How buttons size themselves [A].
public struct ButtonSizing: Sendable {
    let name: String
    /// The platform's default [A].
    public static let automatic = ButtonSizing(name: "automatic")
    /// As wide as the space allows [A].
    public static let flexible = ButtonSizing(name: "flexible")
    /// As wide as the label [A].
    public static let fitted = ButtonSizing(name: "fitted")
}

/// Whether rows alternate their backgrounds [A].
public struct AlternatingRowBackgroundBehavior: Sendable {
    let name: String
    /// The container's default [A].
    public static let automatic = AlternatingRowBackgroundBehavior(name: "automatic")
    /// Alternating [A].
    public static let enabled = AlternatingRowBackgroundBehavior(name: "enabled")
    /// Not alternating [A].
    public static let disabled = AlternatingRowBackgroundBehavior(name: "disabled")
}

/// Where an adaptable tab view puts its tabs [A].
public struct AdaptableTabBarPlacement: Sendable {
    let name: String
    /// The system's choice [A].
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    /// A tab bar [A].
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    /// A sidebar [A].
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// Hover effects that activate together [A] (visionOS).
public struct HoverEffectGroup: Sendable {
    let id: String?
    let namespace: Namespace.ID
    /// How the effect behaves in its group [A].
    let behavior: Behavior

    /// A group identified by `namespace` [A].
    public init(_ namespace: Namespace.ID, behavior: Behavior = .activatesGroup) {
        self.init(id: nil, in: namespace, behavior: behavior)
    }

    /// A group identified by `id` in `namespace` [A].
    public init(id: String?, in namespace: Namespace.ID, behavior: Behavior = .activatesGroup) {
        self.id = id
        self.namespace = namespace
        self.behavior = behavior
    }

    /// The same group with another behavior [A].
    public func behavior(_ behavior: Behavior) -> HoverEffectGroup {
        HoverEffectGroup(id: id, in: namespace, behavior: behavior)
    }

    /// How an effect behaves in its group [A].
    public struct Behavior: Equatable, Sendable {
        let name: String
        /// Activates the other effects of the group [A].
        public static let activatesGroup = Behavior(name: "activatesGroup")
        /// Active while the group is, without activating it [A].
        public static let followsGroup = Behavior(name: "followsGroup")
        /// Not tied to the group's phase [A].
        public static let ignoresGroup = Behavior(name: "ignoresGroup")
        /// Keeps the group's current phase [A].
        public static let preservesGroup = Behavior(name: "preservesGroup")
    }
}
