import Foundation
import MotionAnimation

/// Modifiers that address the container around a view or a panel it presents: the inspector
/// (a sheet on iPhone), a row's insets on some edges, the container background and shape, the
/// shape kinds of `contentShape`, the deprecated `ContextMenu`.
extension View {
    /// An inspector while `isPresented` is true [A]: in a horizontally compact size class, as on
    /// iPhone, it adapts to a sheet, so it is presented as `sheet(isPresented:)` is (kind
    /// `inspector`).
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        modifier(PresentationModifier(
            kind: "inspector", presented: isPresented.wrappedValue ? content() : nil, top: PresentationMetrics.sheetTop, onDismiss: nil,
            dismiss: { isPresented.wrappedValue = false }))
    }

    /// The inspector's column width, points [A]; recorded (on iPhone it is a sheet).
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { styled("inspectorColumnWidth(\(describe(Double(width))))") }

    /// The inspector's column width range, points [A]; recorded.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        styled("inspectorColumnWidth(ideal: \(describe(Double(ideal))))")
    }

    /// The insets of some edges of the row this view is, in a list, points [A]: the edges named
    /// take `length` (nil: the default inset of that edge), the others keep the default; read by
    /// the list as `listRowInsets(_:)` is, and recorded.
    public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        var insets = ListLayout.rowInsets
        if let length {
            if edges.contains(.top) { insets.top = length }
            if edges.contains(.leading) { insets.leading = length }
            if edges.contains(.bottom) { insets.bottom = length }
            if edges.contains(.trailing) { insets.trailing = length }
        }
        return hinted { if $0.listRowInsets == nil { $0.listRowInsets = insets } }
            .styled("listRowInsets(\(insets))")
    }

    /// Margins of some edges of a scroll view's content [A]; recorded as the other
    /// `contentMargins` forms are.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        styled("contentMargins")
    }

    /// Moves the view clear of the container's corner insets on `edges` [A]: a full-screen
    /// root has no corner insets (no window controls), so nothing moves; recorded.
    public func containerCornerOffset(_ edges: Edge.Set, sizeToFit: Bool = false) -> some View {
        styled("containerCornerOffset(\(Edge.allCases.filter { edges.contains(Edge.Set($0)) }.map { ".\($0)" }), sizeToFit: \(sizeToFit))")
    }

    /// The background of the container the view is in (a navigation stack, a tab view, a
    /// widget) [A]; recorded with its style.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        styled("containerBackground(\(S.self), for: .\(container.name))")
    }

    /// The background of the container the view is in, a view [A]; recorded.
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        styled("containerBackground(\(V.self), for: .\(container.name))")
    }

    /// The shape containers below use, a rounded rectangular one whose corners concentric shapes
    /// follow [A]; recorded as `containerShape(_:)` with any insettable shape is.
    public func containerShape(_ shape: some RoundedRectangularShape) -> some View {
        styled("containerShape(\(type(of: shape)))")
    }

    /// The shape of the view for some kinds of interaction [A]; recorded with the kinds.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        styled("contentShape(\(kind), \(S.self))")
    }

    /// The deprecated context menu value [A]: its items are walked into a node `ContextMenu`
    /// after the view, as `contextMenu(menuItems:)` does; nil adds none.
    @available(*, deprecated, message: "Use `contextMenu(menuItems:)` instead.")
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        modifier(SecondaryItemsModifier(name: "ContextMenu", items: contextMenu?.items)).styled("contextMenu", isEnabled: contextMenu != nil)
    }
}

/// The deprecated value of a context menu [A].
@available(*, deprecated, message: "Use `contextMenu(menuItems:)` instead.")
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems

    public init(@ViewBuilder menuItems: () -> MenuItems) {
        items = menuItems()
    }
}

/// Which container `containerBackground` is for [A].
public struct ContainerBackgroundPlacement: Sendable {
    let name: String
    /// A navigation stack or a column of a split view [A].
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// A navigation split view [A].
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    /// A tab view [A].
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
    /// A widget [A] (WidgetKit).
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

/// The kinds of interaction `contentShape(_:_:eoFill:)` gives a shape for [A].
public struct ContentShapeKinds: OptionSet, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Hit testing [A].
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// A drag's preview [A].
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// A context menu's preview [A].
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// The hover effect [A].
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// The focus effect [A].
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    /// Accessibility [A].
    public static let accessibility = ContentShapeKinds(rawValue: 32)

    private static let names: [(ContentShapeKinds, String)] = [
        (.interaction, "interaction"), (.dragPreview, "dragPreview"), (.contextMenuPreview, "contextMenuPreview"),
        (.hoverEffect, "hoverEffect"), (.focusEffect, "focusEffect"), (.accessibility, "accessibility"),
    ]

    /// The kinds as Swift writes them: `.interaction`, `[.dragPreview, .hoverEffect]`.
    public var description: String {
        let named = Self.names.filter { contains($0.0) }.map { ".\($0.1)" }
        return named.count == 1 ? named[0] : "[\(named.joined(separator: ", "))]"
    }
}
