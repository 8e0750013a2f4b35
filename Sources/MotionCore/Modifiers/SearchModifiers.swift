import Foundation

/// Searching [A]: a search field is not drawn and nothing is typed here, so `searchable` and the
/// modifiers around it are recorded on the view's node; the bindings keep the values your code
/// gives them and suggestion views are not walked.
extension View {
    /// A search field bound to `text` [A]; recorded (no typing).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        styled("searchable(placement: .\(placement.name))")
    }
    /// The same, with its prompt from a key [A]; recorded.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        styled("searchable(placement: .\(placement.name))")
    }
    /// The same, with its prompt from a string [A]; recorded.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        styled("searchable(placement: .\(placement.name))")
    }
    /// A search field whose presentation is bound to `isPresented` [A]; recorded.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        styled("searchable(placement: .\(placement.name))")
    }
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        styled("searchable(placement: .\(placement.name))")
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        styled("searchable(placement: .\(placement.name))")
    }
    /// A search field with suggestions (the older form) [A]; recorded.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S
    ) -> some View {
        styled("searchable(placement: .\(placement.name), suggestions: \(S.self))")
    }
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S
    ) -> some View {
        styled("searchable(placement: .\(placement.name), suggestions: \(S.self))")
    }

    /// The suggestions shown under the search field [A]; recorded (not walked).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { styled("searchSuggestions(\(S.self))") }
    /// Whether suggestions show in `placements` [A]; recorded.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        styled("searchSuggestions(.\(visibility))")
    }
    /// The text a suggestion completes the search to [A]; recorded.
    public func searchCompletion(_ completion: String) -> some View { styled("searchCompletion(\(Text.quoted(completion)))") }
    /// Scopes shown under the search field, bound to `scope` [A]; recorded (not walked).
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        styled("searchScopes(\(scope.wrappedValue))")
    }
    /// The same, shown as `activation` says [A]; recorded.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> some View {
        styled("searchScopes(\(scope.wrappedValue), activation: .\(activation.name))")
    }
    /// Whether dictation is offered in the search field [A]; recorded.
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View {
        styled("searchDictationBehavior(.\(dictationBehavior.name))")
    }
}

/// Where a search field goes [A].
public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let toolbarPrincipal = SearchFieldPlacement(name: "toolbarPrincipal")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer(displayMode: .\(displayMode))")
    }
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// When a search field in the navigation bar's drawer shows [A].
    public enum NavigationBarDrawerDisplayMode: Sendable {
        case automatic, always
    }
}

/// Where search suggestions show [A].
public struct SearchSuggestionsPlacement: Sendable {
    public static let automatic = SearchSuggestionsPlacement()
    public static let content = SearchSuggestionsPlacement()
    public static let menu = SearchSuggestionsPlacement()

    /// A set of suggestion placements [A].
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let content = Set(rawValue: 1)
        public static let menu = Set(rawValue: 2)
    }
}

/// When search scopes show [A].
public struct SearchScopeActivation: Sendable {
    let name: String
    public static let automatic = SearchScopeActivation(name: "automatic")
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

/// Whether a text field offers dictation [A].
public struct TextInputDictationBehavior: Sendable {
    let name: String
    public static let automatic = TextInputDictationBehavior(name: "automatic")
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(name: "inline")
    }
}

/// When inline dictation starts [A].
public struct TextInputDictationActivation: Sendable {
    public static let onLook = TextInputDictationActivation()
    public static let onSelect = TextInputDictationActivation()
}
