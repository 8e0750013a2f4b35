import Foundation

/// Modifiers a list reads from its rows and sections [A]: the list lays out every row the same
/// way here (see `ListModifiers.swift`), so each is recorded on the row's node; editing
/// (deleting, moving) is not simulated.
extension View {
    /// The tint of the row's separators (nil: the default) [A]; recorded.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        styled("listRowSeparatorTint(\(Self.described(color)))")
    }
    /// Whether the section's separators show [A]; recorded.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        styled("listSectionSeparator(.\(visibility))")
    }
    /// The tint of the section's separators [A]; recorded.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        styled("listSectionSeparatorTint(\(Self.described(color)))")
    }
    /// The space between a list's sections, in points [A]; recorded.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { styled("listSectionSpacing(\(describe(Double(spacing))))") }
    /// The space between a list's sections, by name [A]; recorded.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { styled("listSectionSpacing(.\(spacing.name))") }
    /// Margins around a list's sections [A]; recorded.
    public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        styled("listSectionMargins(\(length.map { describe(Double($0)) } ?? "nil"))")
    }
    /// The tint of the row's symbols (nil: the default) [A]; recorded.
    public func listItemTint(_ tint: Color?) -> some View { styled("listItemTint(\(Self.described(tint)))") }
    /// Whether a list shows its section index [A]; recorded.
    public func listSectionIndexVisibility(_ visibility: Visibility) -> some View { styled("listSectionIndexVisibility(.\(visibility))") }
    /// The section's label in the section index [A]; recorded.
    public func sectionIndexLabel(_ label: Text?) -> some View {
        styled("sectionIndexLabel(\(label.map { Text.quoted($0.string) } ?? "nil"))")
    }
    /// The section's label in the section index [A]; recorded.
    public func sectionIndexLabel(_ label: LocalizedStringKey) -> some View { styled("sectionIndexLabel(\(Text.quoted(label.text)))") }
    /// How prominent a section's header is [A]; recorded.
    public func headerProminence(_ prominence: Prominence) -> some View { styled("headerProminence(.\(prominence))") }
    /// Whether the row's pointer hover effect is off [A]; recorded (there is no pointer).
    public func listRowHoverEffectDisabled(_ disabled: Bool = true) -> some View { styled("listRowHoverEffectDisabled(\(disabled))") }
    /// The effect when a pointer hovers over the row (nil: none) [A]; recorded (no pointer).
    public func listRowHoverEffect(_ effect: HoverEffect?) -> some View { styled("listRowHoverEffect(\(effect.map { ".\($0.name)" } ?? "nil"))") }
    /// The colour of the row's platter on watchOS (nil: the default) [A]; recorded.
    public func listRowPlatterColor(_ color: Color?) -> some View { styled("listRowPlatterColor(\(Self.described(color)))") }
    /// Whether the row may be deleted (by swipe or in edit mode) [A]; recorded.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { styled("deleteDisabled(\(isDisabled))") }
    /// Whether the row may be moved [A]; recorded.
    public func moveDisabled(_ isDisabled: Bool) -> some View { styled("moveDisabled(\(isDisabled))") }

    /// A count on the row's trailing edge or the tab's item (0: none) [A]; recorded.
    public func badge(_ count: Int) -> some View { styled("badge(\(count))") }
    /// A text on the row's trailing edge or the tab's item (nil: none) [A]; recorded.
    public func badge(_ label: Text?) -> some View { styled("badge(\(label.map { Text.quoted($0.string) } ?? "nil"))") }
    /// The same, from a key [A]; recorded.
    public func badge(_ key: LocalizedStringKey?) -> some View { styled("badge(\(key.map { Text.quoted($0.text) } ?? "nil"))") }
    /// The same, from a string [A]; recorded.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { styled("badge(\(label.map { Text.quoted(String($0)) } ?? "nil"))") }
    /// How prominent the badges inside are [A]; recorded.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { styled("badgeProminence(.\(prominence))") }

    /// A context menu with a preview shown while it is open [A]: as `contextMenu(menuItems:)`,
    /// the preview recorded (not walked).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(SecondaryItemsModifier(name: "ContextMenu", items: menuItems())).styled("contextMenu(preview: \(P.self))")
    }

    /// A context menu for the selected rows of a list [A]; recorded (no selection or menu is
    /// simulated; the menu is not built).
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M, primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View {
        styled("contextMenu(forSelectionType: \(I.self))")
    }

    /// `.black` for a colour, `nil` for none.
    static func described(_ color: Color?) -> String { color.map { "\($0)" } ?? "nil" }
}

/// The space between a list's sections, by name [A].
public struct ListSectionSpacing: Sendable {
    let name: String
    public static let `default` = ListSectionSpacing(name: "default")
    public static let compact = ListSectionSpacing(name: "compact")
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(name: "custom(\(describe(Double(spacing))))") }
}

/// How prominent a section header is [A].
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

/// What a hovering pointer does to a view [A].
public struct HoverEffect: Sendable {
    let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

extension View {
    /// The effect when a pointer hovers over the view [A]; recorded (there is no pointer on
    /// iPhone, and an `isEnabled: false` one records nothing).
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        styled("hoverEffect(.\(effect.name))", isEnabled: isEnabled)
    }
}

/// How prominent a badge is [A].
public struct BadgeProminence: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public static let decreased = BadgeProminence(description: "decreased")
    public static let standard = BadgeProminence(description: "standard")
    public static let increased = BadgeProminence(description: "increased")
}
