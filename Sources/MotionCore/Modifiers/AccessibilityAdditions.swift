import Foundation
import MotionAnimation

/// More accessibility modifiers [A]: drag and drop points, rotors, labelled pairs, zoom actions,
/// action categories, a label made from a view. As the others (`AccessibilityModifiers.swift`),
/// each is recorded on the view's node, or not at all when written with `isEnabled: false`;
/// actions and handlers never run (there is no VoiceOver).
extension View {
    /// Actions VoiceOver offers under `category` [A]; recorded with the actions' view type.
    public func accessibilityActions<Content: View>(category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content) -> some View {
        styled("accessibilityActions(category: .\(category.name), \(Content.self))")
    }

    /// Where a drag starts for assistive technologies, a unit point of the view [A]; recorded.
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityDragPoint(point, description: description, isEnabled: true)
    }

    /// A drag point when `isEnabled` [A]; recorded only when on.
    public func accessibilityDragPoint(
        _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(.point("accessibilityDragPoint", point, description, isEnabled: isEnabled))
    }

    /// Where a drop lands for assistive technologies, a unit point of the view [A]; recorded.
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityDropPoint(point, description: description, isEnabled: true)
    }

    /// A drop point when `isEnabled` [A]; recorded only when on.
    public func accessibilityDropPoint(
        _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(.point("accessibilityDropPoint", point, description, isEnabled: isEnabled))
    }

    /// What VoiceOver does on a zoom gesture [A]; recorded, never called.
    public func accessibilityZoomAction(
        _ handler: @escaping (AccessibilityZoomGestureAction) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier("accessibilityZoomAction"))
    }

    /// A label made from a view, given the view's own label as a placeholder [A]; recorded with
    /// the label view's type.
    public func accessibilityLabel<V: View>(@ViewBuilder content: (PlaceholderContentView<Self>) -> V) -> some View {
        styled("accessibilityLabel(\(V.self))")
    }

    /// Pairs the view with the label or content of another view, by `id` in `namespace` [A];
    /// recorded.
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View {
        styled("accessibilityLabeledPair(role: .\(role), id: \(id))")
    }

    /// A rotor of the entries, labelled by a key path, identified by another [A]; recorded with
    /// its label and how many entries it has.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        styled("accessibilityRotor(\(Text.quoted(rotorLabel.string)), entries: \(entries.count))")
    }

    /// A rotor of identifiable entries, labelled by a key path [A]; recorded.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        styled("accessibilityRotor(\(Text.quoted(rotorLabel.string)), entries: \(entries.count))")
    }

    /// Makes the view the target of a rotor entry with `id` in `namespace` [A]; recorded.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        styled("accessibilityRotorEntry(id: \(id))")
    }
}

/// The modifier the accessibility modifiers that return `ModifiedContent` attach [A]: what it
/// records lands on the next node, as a style.
public struct AccessibilityAttachmentModifier: ViewModifier, BuiltinModifier {
    public typealias Body = Never
    let description: String?

    init(_ description: String?) {
        self.description = description
    }

    /// A drag or drop point: `name(x, y, "description")`, nil when off.
    static func point(_ name: String, _ point: UnitPoint, _ description: LocalizedStringKey, isEnabled: Bool) -> Self {
        Self(isEnabled ? "\(name)(\(describe(Double(point.x))), \(describe(Double(point.y))), \(Text.quoted(description.text)))" : nil)
    }

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        StyleRecord(description: description).walk(content: content, walk, context)
    }
}

/// A category of accessibility actions [A].
public struct AccessibilityActionCategory: Sendable {
    let name: String
    /// The view's default actions [A].
    public static let `default` = AccessibilityActionCategory(name: "default")
    /// Text editing actions [A].
    public static let edit = AccessibilityActionCategory(name: "edit")
}

/// Which part of a labelled pair a view is [A].
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    /// The label [A].
    case label
    /// The content the label describes [A].
    case content
}

/// A zoom gesture VoiceOver reports [A].
public struct AccessibilityZoomGestureAction: Sendable {
    /// Which way the zoom goes [A].
    public enum Direction: Hashable, Sendable {
        case zoomIn, zoomOut
    }

    /// Which way the zoom goes [A].
    public let direction: Direction
    /// Where the zoom centres, in the view's unit space [A].
    public let location: UnitPoint
    /// Where the zoom centres, in points [A].
    public let point: CGPoint
}
