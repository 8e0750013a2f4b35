import Foundation

/// `Section`'s expansion (iOS 17) [A]: SwiftUI collapses a section only in a sidebar list;
/// every list here is laid out inset-grouped, as on an iPhone, so `isExpanded` is not read and
/// the rows always show; `collapsible(_:)` is recorded.
extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled with a localised string key, expanded as `isExpanded` in a sidebar [A].
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleKey, content: content)
    }

    /// A section titled with a string, expanded as `isExpanded` in a sidebar [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title, content: content)
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header, expanded as `isExpanded` in a sidebar [A].
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: EmptyView(), content: content)
    }
}

extension Section {
    /// Whether a sidebar can collapse the section (macOS) [A]; recorded.
    public func collapsible(_ collapsible: Bool) -> some View {
        styled("collapsible(\(collapsible))")
    }
}
