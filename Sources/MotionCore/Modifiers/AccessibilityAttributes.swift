import Foundation

/// More accessibility modifiers [A], recorded on the view's node like those of
/// `AccessibilityModifiers.swift` (an `isEnabled: false` one records nothing): the deprecated
/// `accessibility(label:)` family (recorded under its current name), and the attributes
/// VoiceOver, Voice Control and the large content viewer read. Their handlers and view builders
/// never run: there is no assistive technology here.
extension View {
    /// The words Voice Control accepts for the view, first the preferred one [A]; recorded.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool = true) -> some View {
        styled(Self.inputLabels(inputLabelKeys.map(\.text)), isEnabled: isEnabled)
    }
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool = true) -> some View {
        styled(Self.inputLabels(inputLabels.map(\.string)), isEnabled: isEnabled)
    }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool = true) -> some View {
        styled(Self.inputLabels(inputLabels.map { String($0) }), isEnabled: isEnabled)
    }

    /// Whether the view responds to touches for assistive technologies [A]; recorded.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true, isEnabled: Bool = true) -> some View {
        styled("accessibilityRespondsToUserInteraction(\(respondsToUserInteraction))", isEnabled: isEnabled)
    }
    /// The point an assistive activation taps, in the view's coordinates [A] (points); recorded.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool = true) -> some View {
        styled("accessibilityActivationPoint(\(describe(Double(activationPoint.x))), \(describe(Double(activationPoint.y))))", isEnabled: isEnabled)
    }
    /// The point an assistive activation taps, as a fraction of the view's size [A]; recorded.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool = true) -> some View {
        styled("accessibilityActivationPoint(\(describe(Double(activationPoint.x))), \(describe(Double(activationPoint.y))))", isEnabled: isEnabled)
    }
    /// The heading level VoiceOver's rotor navigates by [A]; recorded.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { styled("accessibilityHeading(.\(level))") }
    /// Whether Smart Invert leaves the view's colours alone [A]; recorded (nothing is inverted).
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { styled("accessibilityIgnoresInvertColors(\(active))") }
    /// What kind of text the view holds, for VoiceOver's reading [A]; recorded.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View {
        styled("accessibilityTextContentType(.\(value.name))")
    }
    /// Whether touches reach the view directly while VoiceOver runs [A]; recorded.
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> some View {
        styled("accessibilityDirectTouch(\(isDirectTouchArea))")
    }
    /// Shows the view in the large content viewer when held at large text sizes [A]; recorded.
    public func accessibilityShowsLargeContentViewer() -> some View { styled("accessibilityShowsLargeContentViewer()") }
    /// The same, with the view the viewer shows [A]; recorded (the view is not walked).
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
        styled("accessibilityShowsLargeContentViewer(\(V.self))")
    }
    /// Actions VoiceOver offers, given as buttons [A]; recorded (the buttons are not walked).
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        styled("accessibilityActions(\(Content.self))")
    }
    /// The view assistive technologies see instead of this one [A]; recorded (not walked).
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        styled("accessibilityRepresentation(\(V.self))")
    }
    /// The accessibility children of a container, given as views [A]; recorded (not walked).
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        styled("accessibilityChildren(\(V.self))")
    }
    /// Groups the view with the others of the same `id` in `namespace` for VoiceOver's
    /// navigation [A]; recorded.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        styled("accessibilityLinkedGroup(id: \(id))")
    }
    /// What a VoiceOver three-finger scroll does [A]; recorded (it never runs).
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { styled("accessibilityScrollAction") }
    /// Binds whether VoiceOver's focus is on the view [A]; recorded (no focus moves).
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { styled("accessibilityFocused") }
    /// Binds VoiceOver's focus to the view while `binding` equals `value` [A]; recorded.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        styled("accessibilityFocused(equals: \(describe(value: value)))")
    }

    // The deprecated forms [A]: each records what its replacement records.
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
    public func accessibility(inputLabels: [Text]) -> some View { accessibilityInputLabels(inputLabels) }
    public func accessibility(activationPoint: CGPoint) -> some View { accessibilityActivationPoint(activationPoint) }
    public func accessibility(activationPoint: UnitPoint) -> some View { accessibilityActivationPoint(activationPoint) }
    public func accessibility(selectionIdentifier: AnyHashable) -> some View { styled("accessibility(selectionIdentifier: \(selectionIdentifier))") }

    private static func inputLabels(_ labels: [String]) -> String {
        "accessibilityInputLabels([\(labels.map(Text.quoted).joined(separator: ", "))])"
    }
}

/// A heading level for VoiceOver's rotor [A].
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// The kind of text a view holds [A].
public struct AccessibilityTextContentType: Hashable, Sendable {
    let name: String
    public static let plain = AccessibilityTextContentType(name: "plain")
    public static let console = AccessibilityTextContentType(name: "console")
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// How a direct-touch area behaves while VoiceOver runs [A].
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

/// Where VoiceOver's focus is [A]: here the same wrapper as `FocusState` (a value of your own
/// that no assistive technology changes), so `AccessibilityFocusState<Bool>.Binding` is
/// `FocusState<Bool>.Binding`; in SwiftUI they are two types.
public typealias AccessibilityFocusState = FocusState
