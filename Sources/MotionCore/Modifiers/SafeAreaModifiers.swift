import Foundation

/// A leading or trailing edge [A].
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing
}

/// `safeAreaInset`: the inset view is walked after the view, in the same container, and placed at
/// the edge of the view; the view is laid out in the rest.
struct SafeAreaInsetModifier<Inset: View>: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let link: SafeAreaInsetLink
    let inset: Inset

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        var inner = context
        inner.pending.append(.layout(.safeAreaInset(link)))
        walk.modifiedContent.walk(content, inner)
        let runtime = walk.runtime
        runtime.walks.nodeProbes.append(nil)
        walk.appending(.slot("safeAreaInset")).walk(inset, context.forContent)
        if let node = runtime.walks.nodeProbes.removeLast() {
            link.node = node
            node.layout.isSecondary = true
        }
    }
}

extension View {
    /// Puts `content` at the top or bottom edge of the view, which is laid out in the space left
    /// [A]; the space the inset takes is a safe area of the view's content (a view in it that
    /// ignores the safe area extends under the inset).
    /// `spacing` nil is 8 points [GUESS: the system's spacing].
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let link = SafeAreaInsetLink(edge: edge == .top ? .top : .bottom, alignment: alignment.fraction, spacing: spacing ?? LayoutPass.defaultSpacing)
        return modifier(SafeAreaInsetModifier(link: link, inset: content()))
    }

    /// Puts `content` at the leading or trailing edge of the view [A].
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let link = SafeAreaInsetLink(edge: edge == .leading ? .leading : .trailing, alignment: alignment.fraction, spacing: spacing ?? LayoutPass.defaultSpacing)
        return modifier(SafeAreaInsetModifier(link: link, inset: content()))
    }

    /// Adds `insets` to the view's safe area [A]: the content is laid out inside them, as with
    /// padding (traced as property `padding`), but a view in it that ignores the safe area
    /// extends into them.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        laidOut(.safeAreaPadding(insets)).traced(.padding, insets)
    }

    /// Adds `length` points (16 when nil, as `padding`) to the safe area on `edges` [A].
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets.on(edges, length ?? 16))
    }

    /// Adds `length` points to the safe area on every edge [A].
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    /// A custom bar at the top or bottom edge [A]: laid out as `safeAreaInset(edge:alignment:
    /// spacing:content:)` (the scroll edge effect under it is not drawn).
    public func safeAreaBar<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// A custom bar at the leading or trailing edge [A]: laid out as `safeAreaInset`.
    public func safeAreaBar<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
}
