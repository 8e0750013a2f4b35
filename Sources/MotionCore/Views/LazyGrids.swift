import Foundation

/// One column of a `LazyVGrid` or row of a `LazyHGrid` [A]: how big it is, the space after it
/// (8 points when nil) and how its views sit in their cells (centred when nil).
public struct GridItem: Sendable {
    /// How a grid item is sized [A].
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space left by the fixed items, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` points as fit in its share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views in columns, filled row by row [A]; every view is created at once (nothing scrolls).
/// `alignment` places the columns when they are narrower than the grid; `spacing` is between
/// rows (8 points when nil).
public struct LazyVGrid<Content: View>: View, ContainerView {
    public typealias Body = Never
    let content: Content
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    static var containerName: String { "LazyVGrid" }
    var containerLayout: any ContainerLayout { LazyGridLayout(lines: .vertical, items: columns, alignment: alignment.fraction, spacing: spacing) }

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// Views in rows, filled column by column [A]; see `LazyVGrid`.
public struct LazyHGrid<Content: View>: View, ContainerView {
    public typealias Body = Never
    let content: Content
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    static var containerName: String { "LazyHGrid" }
    var containerLayout: any ContainerLayout { LazyGridLayout(lines: .horizontal, items: rows, alignment: alignment.fraction, spacing: spacing) }

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
    }
}
