import Foundation

/// Accessibility modifiers [A]: there is no VoiceOver here, so each is recorded on the view's
/// node (`accessibilityLabel("Play")`, `accessibilityAddTraits(.isButton)`), or not at all when
/// written with `isEnabled: false`; actions never run.
extension View {
    /// How the view's children form accessibility elements [A]; recorded.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        styled("accessibilityElement(children: \(children))")
    }

    /// The label VoiceOver reads [A]; recorded.
    public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> some View { styled("accessibilityLabel(\(Text.quoted(label.string)))", isEnabled: isEnabled) }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool = true) -> some View { styled("accessibilityLabel(\(Text.quoted(labelKey.text)))", isEnabled: isEnabled) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool = true) -> some View { styled("accessibilityLabel(\(Text.quoted(String(label))))", isEnabled: isEnabled) }

    /// The value VoiceOver reads [A]; recorded.
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool = true) -> some View { styled("accessibilityValue(\(Text.quoted(valueDescription.string)))", isEnabled: isEnabled) }
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool = true) -> some View { styled("accessibilityValue(\(Text.quoted(valueKey.text)))", isEnabled: isEnabled) }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool = true) -> some View { styled("accessibilityValue(\(Text.quoted(String(value))))", isEnabled: isEnabled) }

    /// What happens when the view is activated, read after the label [A]; recorded.
    public func accessibilityHint(_ hint: Text, isEnabled: Bool = true) -> some View { styled("accessibilityHint(\(Text.quoted(hint.string)))", isEnabled: isEnabled) }
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool = true) -> some View { styled("accessibilityHint(\(Text.quoted(hintKey.text)))", isEnabled: isEnabled) }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool = true) -> some View { styled("accessibilityHint(\(Text.quoted(String(hint))))", isEnabled: isEnabled) }

    /// Adds traits [A]; recorded.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { styled("accessibilityAddTraits(\(traits))") }
    /// Removes traits [A]; recorded.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { styled("accessibilityRemoveTraits(\(traits))") }
    /// Hides the view from VoiceOver [A]; recorded.
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool = true) -> some View { styled("accessibilityHidden(\(hidden))", isEnabled: isEnabled) }
    /// The order VoiceOver visits the view in among its siblings [A]; recorded.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { styled("accessibilitySortPriority(\(describe(sortPriority)))") }
    /// The identifier UI tests find the view by [A]; recorded.
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> some View { styled("accessibilityIdentifier(\(Text.quoted(identifier)))", isEnabled: isEnabled) }

    /// An action VoiceOver can perform [A]; recorded (it never runs).
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ action: @escaping () -> Void) -> some View {
        styled("accessibilityAction(\(actionKind))")
    }
    /// A named action VoiceOver can perform [A]; recorded.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ action: @escaping () -> Void) -> some View {
        styled("accessibilityAction(named: \(Text.quoted(nameKey.text)))")
    }
    public func accessibilityAction(named name: Text, _ action: @escaping () -> Void) -> some View {
        styled("accessibilityAction(named: \(Text.quoted(name.string)))")
    }
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ action: @escaping () -> Void) -> some View {
        styled("accessibilityAction(named: \(Text.quoted(String(name))))")
    }
    /// An action labelled by a view [A]; recorded (the label is not walked).
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
        styled("accessibilityAction(label: \(Label.self))")
    }
    /// Increment and decrement actions [A]; recorded.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        styled("accessibilityAdjustableAction")
    }
}

/// How a view's children become accessibility elements [A].
public struct AccessibilityChildBehavior: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    /// The children are not elements; the view is one element [A].
    public static let ignore = AccessibilityChildBehavior(description: ".ignore")
    /// The children are elements inside the view's container [A].
    public static let contain = AccessibilityChildBehavior(description: ".contain")
    /// The children's properties are merged into one element [A].
    public static let combine = AccessibilityChildBehavior(description: ".combine")
}

/// What an accessibility element is and does [A]: a set of traits.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable, CustomStringConvertible {
    private var names: Set<String>

    public init() { names = [] }
    private init(_ name: String) { names = [name] }

    public static let isButton = AccessibilityTraits("isButton")
    public static let isHeader = AccessibilityTraits("isHeader")
    public static let isSelected = AccessibilityTraits("isSelected")
    public static let isLink = AccessibilityTraits("isLink")
    public static let isSearchField = AccessibilityTraits("isSearchField")
    public static let isImage = AccessibilityTraits("isImage")
    public static let playsSound = AccessibilityTraits("playsSound")
    public static let isKeyboardKey = AccessibilityTraits("isKeyboardKey")
    public static let isStaticText = AccessibilityTraits("isStaticText")
    public static let isSummaryElement = AccessibilityTraits("isSummaryElement")
    public static let updatesFrequently = AccessibilityTraits("updatesFrequently")
    public static let startsMediaSession = AccessibilityTraits("startsMediaSession")
    public static let allowsDirectInteraction = AccessibilityTraits("allowsDirectInteraction")
    public static let causesPageTurn = AccessibilityTraits("causesPageTurn")
    public static let isModal = AccessibilityTraits("isModal")
    public static let isToggle = AccessibilityTraits("isToggle")
    public static let isTabBar = AccessibilityTraits("isTabBar")

    /// `.isButton`, or `[.isButton, .isHeader]` sorted by name.
    public var description: String {
        let sorted = names.sorted().map { ".\($0)" }
        return sorted.count == 1 ? sorted[0] : "[\(sorted.joined(separator: ", "))]"
    }

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { var copy = self; copy.names.formUnion(other.names); return copy }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { var copy = self; copy.names.formIntersection(other.names); return copy }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        var copy = self
        copy.names.formSymmetricDifference(other.names)
        return copy
    }
    public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        names.formUnion(newMember.names)
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        names.subtract(member.names)
        return member
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        names.formUnion(newMember.names)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { names.formIntersection(other.names) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { names.formSymmetricDifference(other.names) }
}

/// The kind of an accessibility action [A].
public struct AccessibilityActionKind: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public static let `default` = AccessibilityActionKind(description: ".default")
    public static let escape = AccessibilityActionKind(description: ".escape")
    public static let magicTap = AccessibilityActionKind(description: ".magicTap")
    public static let delete = AccessibilityActionKind(description: ".delete")
    public static let showMenu = AccessibilityActionKind(description: ".showMenu")

    /// An action named `name` [A].
    public init(named name: Text) { description = "named: \(Text.quoted(name.string))" }
    private init(description: String) { self.description = description }
}

/// The direction of an adjustable action [A].
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}
