import Foundation

/// A modifier that changes layout, recorded on the node it lands on, innermost first.
enum LayoutModifier {
    case padding(EdgeInsets)
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexibleFrame(FlexibleFrame)
    case position(CGPoint)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(CGFloat?, ContentMode)
    /// A `background { }` or `overlay { }` view: sized to this level, placed by alignment.
    case secondary(SecondaryLink)
    /// A `safeAreaInset` view at an edge; the content gets the rest, and a safe area of it.
    case safeAreaInset(SafeAreaInsetLink)
    /// `safeAreaPadding`: laid out as padding; the padding is a safe area of the content.
    case safeAreaPadding(EdgeInsets)
    /// `ignoresSafeArea` (of the container safe area): the content is proposed and given the
    /// modifier's frame extended into the safe areas on these edges.
    case ignoresSafeArea(Edge.Set)
}

/// The node of a secondary view, filled in when the walk reaches it, and the view it decorates.
final class SecondaryLink {
    let alignment: Alignment
    weak var node: ViewNode?
    /// The node the modifier landed on.
    weak var primary: ViewNode?
    /// The properties of `primary` applied outside the modifier (an `offset` there moves the
    /// secondary view too).
    var outerProperties: [String] = []
    /// For a presented view (a sheet): it covers the root below this many points instead of
    /// decorating its view.
    var coversRootBelow: CGFloat?
    /// The frame of the view at the modifier's place in its chain, root coordinates, from the
    /// last layout (what an anchor preference reads).
    var placed: CGRect?

    init(alignment: Alignment) {
        self.alignment = alignment
    }
}

/// What the layout pass knows of a node: set by the walk.
struct NodeLayout {
    /// How the node sizes itself and places its views, before its modifiers.
    var base: any ContainerLayout = PassthroughLayout()
    /// Layout modifiers, innermost first.
    var modifiers: [LayoutModifier] = []
    /// The transaction at the node in its last walk: its geometry animates with it.
    var transaction = Transaction()
    /// The walk that last set `transaction`.
    var walk = 0
    /// Whether the node is a secondary view (placed by its primary, not by its container).
    var isSecondary = false
    /// The part of a system control the node stands for (a transparent node under the control).
    var part: ControlPart?
    /// What the container around the node reads from its modifiers.
    var hints = ContainerHints()
    /// Whether `geometryGroup()` is applied: the frames of the node's descendants animate
    /// relative to the node's frame, so they move with it (`ViewRuntime.geometryGroup(of:)`).
    var isGeometryGroup = false
}

extension HorizontalAlignment {
    /// The fraction of the width an alignment guide sits at (left to right).
    var fraction: CGFloat {
        switch name {
        case "leading": 0
        case "trailing": 1
        default: 0.5
        }
    }
}

extension VerticalAlignment {
    /// The fraction of the height an alignment guide sits at; text baselines count as the bottom
    /// [GUESS].
    var fraction: CGFloat {
        switch name {
        case "top": 0
        case "bottom", "firstTextBaseline", "lastTextBaseline": 1
        default: 0.5
        }
    }
}

extension Alignment {
    /// The point of `size` the alignment names, from its top-leading corner.
    func point(in size: CGSize) -> CGPoint {
        CGPoint(x: size.width * horizontal.fraction, y: size.height * vertical.fraction)
    }

    /// The origin of a child of `child` size aligned inside `size`.
    func origin(of child: CGSize, in size: CGSize) -> CGPoint {
        let outer = point(in: size)
        let inner = point(in: child)
        return CGPoint(x: outer.x - inner.x, y: outer.y - inner.y)
    }
}
