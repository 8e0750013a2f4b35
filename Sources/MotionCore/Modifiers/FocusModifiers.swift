import Foundation

/// Focus and text-input modifiers [A]: no keyboard, focus engine or typing is simulated, so each
/// is recorded on the view's node and its `FocusState` keeps the value your code gives it;
/// `onFocusChange` never runs.
extension View {
    /// Whether the view can take focus [A]; recorded.
    public func focusable(_ isFocusable: Bool = true) -> some View { styled("focusable(\(isFocusable))") }
    /// The same, with a handler of focus changes [A]; recorded (focus never changes).
    public func focusable(_ isFocusable: Bool = true, onFocusChange: @escaping (Bool) -> Void) -> some View {
        styled("focusable(\(isFocusable))")
    }
    /// Whether the view can take focus, for these interactions [A]; recorded.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        styled("focusable(\(isFocusable), interactions: \(interactions.rawValue))")
    }
    /// Where focus goes first in a focus scope [A]; recorded (the binding is not set).
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        styled("defaultFocus(\(describe(value: value)), priority: .\(priority.name))")
    }
    /// Where VoiceOver's focus goes first [A]; recorded.
    public func accessibilityDefaultFocus<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, _ value: Value) -> some View {
        styled("accessibilityDefaultFocus(\(describe(value: value)))")
    }
    /// Whether the system's focus ring is drawn [A]; recorded (there is none).
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { styled("focusEffectDisabled(\(disabled))") }
    /// A namespace that `prefersDefaultFocus` refers to [A]; recorded.
    public func focusScope(_ namespace: Namespace.ID) -> some View { styled("focusScope") }
    /// Groups the focusable views inside for directional focus moves [A]; recorded.
    public func focusSection() -> some View { styled("focusSection()") }
    /// Asks for the first focus in `namespace`'s scope [A]; recorded.
    public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View {
        styled("prefersDefaultFocus(\(prefersDefaultFocus))")
    }
    /// Binds the focus of the search field of `searchable` [A]; recorded.
    public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View { styled("searchFocused") }
    /// Focuses the search field while `binding` equals `value` [A]; recorded.
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
        styled("searchFocused(equals: \(describe(value: value)))")
    }

    /// How typed text is capitalised (the iOS 13 form) [A]; recorded.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { styled("autocapitalization(.\(style))") }
    /// Marks the view's content as private, redacted when the reasons hold `.privacy` [A];
    /// recorded (nothing is redacted here).
    public func privacySensitive(_ sensitive: Bool = true) -> some View { styled("privacySensitive(\(sensitive))") }
    /// Stops a submit inside from reaching `onSubmit` outside [A]; recorded (nothing submits).
    public func submitScope(_ isBlocking: Bool = true) -> some View { styled("submitScope(\(isBlocking))") }
    /// The text a text-input suggestion completes to [A]; recorded.
    public func textInputCompletion(_ completion: String) -> some View { styled("textInputCompletion(\(Text.quoted(completion)))") }
    /// Whether a held button repeats its action [A]; recorded (a scripted tap is one press).
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { styled("buttonRepeatBehavior(.\(behavior.name))") }
    /// The object the focused view offers to commands (`@FocusedObject`) [A]; recorded.
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View { styled("focusedObject(\(T.self))") }
    /// The same, offered while the view's scene is focused [A]; recorded.
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View { styled("focusedSceneObject(\(T.self))") }
    /// Suggestions shown under a text field [A]; recorded (not walked).
    public func textInputSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        styled("textInputSuggestions(\(S.self))")
    }
    /// Suggestions built from `data`, one view per element [A]; recorded (not built).
    public func textInputSuggestions<Data: RandomAccessCollection, Content: View>(
        _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) -> some View where Data.Element: Identifiable {
        styled("textInputSuggestions(\(data.count))")
    }
    /// The same, identified by `id` [A]; recorded (not built).
    public func textInputSuggestions<Data: RandomAccessCollection, ID: Hashable, Content: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) -> some View {
        styled("textInputSuggestions(\(data.count))")
    }
}

/// The interactions a focusable view takes focus for [A].
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1)
    public static let edit = FocusInteractions(rawValue: 2)
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// When a default focus is evaluated [A].
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    let name: String
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

/// Whether a held button repeats its action [A].
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// How typed text is capitalised (UIKit's type) [A].
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}
